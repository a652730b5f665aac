import type { CompanyInvoiceList } from '@worknest/shared/company-billing-rules';
import { billingCompanyOf } from '../../domain/billing/billing-company';
import { listCompanyInvoices } from '../../domain/billing/company-invoices';
import { defineHandler } from '../../middleware/define-handler';
import { billingCompanyQuery } from './billing-inputs';

/** `GET /api/hr/invoices` (issue 34): the company's invoices, newest first. */
export const handler = defineHandler({ query: billingCompanyQuery }, async ({ query, session }): Promise<CompanyInvoiceList> =>
  listCompanyInvoices(await billingCompanyOf(session, query.domain)),
);
