import { companyBillingInputSchema, type CompanyBilling } from '@worknest/shared/company-billing';
import { billingCompanyOf } from '../../domain/billing/billing-company';
import { saveBilling } from '../../domain/billing/company-billing';
import { defineHandler } from '../../middleware/define-handler';
import { billingCompanyQuery } from './billing-inputs';

/** `PUT /api/hr/billing` (issue 34): `{ mode, billingEmail, legalName, address, vatNumber?, requireCostCentre }`. */
export const handler = defineHandler({ query: billingCompanyQuery, body: companyBillingInputSchema, maxBodyBytes: 4096 }, async ({ query, body, session }): Promise<CompanyBilling> =>
  saveBilling(await billingCompanyOf(session, query.domain), body),
);
