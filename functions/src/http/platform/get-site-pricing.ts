import { CURRENCY } from '@worknest/shared/constants';
import type { SitePricing } from '@worknest/shared/company-billing-rules';
import { companyFees } from '../../domain/billing/company-fees';
import { definePublicHandler } from '../../middleware/define-public-handler';

/**
 * `GET /api/site/pricing` (issue 34): the one-time company setup fee and the per-stay fee of this
 * stage (stage settings), which the landing page's pricing shows. Public and the same for everyone.
 */
export const handler = definePublicHandler({}, async () => {
  const fees = companyFees();
  const pricing: SitePricing = { companySetupFeeCents: fees.setupFeeCents, companyStayFeeCents: fees.stayFeeCents, currency: CURRENCY };
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
    body: JSON.stringify(pricing),
  };
});
