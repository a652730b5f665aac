import type { CostCentreList } from '@worknest/shared/company-billing-rules';
import { billingCompanyOf } from '../../domain/billing/billing-company';
import { listCostCentres } from '../../domain/billing/cost-centres';
import { defineHandler } from '../../middleware/define-handler';
import { billingCompanyQuery } from './billing-inputs';

/** `GET /api/hr/cost-centres` (issue 34). */
export const handler = defineHandler({ query: billingCompanyQuery }, async ({ query, session }): Promise<CostCentreList> =>
  listCostCentres(await billingCompanyOf(session, query.domain)),
);
