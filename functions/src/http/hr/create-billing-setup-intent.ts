import type { SetupIntentAnswer } from '@worknest/shared/company-billing-rules';
import { billingCompanyOf } from '../../domain/billing/billing-company';
import { startCardSetup } from '../../domain/billing/company-billing';
import { defineHandler } from '../../middleware/define-handler';
import { billingCompanyQuery } from './billing-inputs';

/** `POST /api/hr/billing/setup-intent` (issue 34): `{ clientSecret }` of a SetupIntent for the company card. */
export const handler = defineHandler({ query: billingCompanyQuery }, async ({ query, session }): Promise<SetupIntentAnswer> =>
  startCardSetup(await billingCompanyOf(session, query.domain)),
);
