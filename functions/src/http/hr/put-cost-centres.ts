import { costCentreListSchema, type CostCentreList } from '@worknest/shared/company-billing';
import { billingCompanyOf } from '../../domain/billing/billing-company';
import { replaceCostCentres } from '../../domain/billing/cost-centres';
import { defineHandler } from '../../middleware/define-handler';
import { billingCompanyQuery } from './billing-inputs';

/** `PUT /api/hr/cost-centres` (issue 34): `{ costCentres: [{ code, name }] }`, the whole list. */
export const handler = defineHandler({ query: billingCompanyQuery, body: costCentreListSchema, maxBodyBytes: 32_768 }, async ({ query, body, session }): Promise<CostCentreList> =>
  replaceCostCentres(await billingCompanyOf(session, query.domain), body.costCentres),
);
