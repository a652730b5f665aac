import type { CompanyBilling } from '@worknest/shared/company-billing-rules';
import { billingCompanyOf } from '../../domain/billing/billing-company';
import { getBilling } from '../../domain/billing/billing-view';
import { defineHandler } from '../../middleware/define-handler';
import { billingCompanyQuery } from './billing-inputs';

/** `GET /api/hr/billing` (issue 34): how the company pays for business stays, the card on file, the fees. */
export const handler = defineHandler({ query: billingCompanyQuery }, async ({ query, session }): Promise<CompanyBilling> =>
  getBilling(await billingCompanyOf(session, query.domain)),
);
