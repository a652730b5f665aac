import { companyInfo } from '../../domain/companies/company-info';
import { defineHandler } from '../../middleware/define-handler';
import { listCompanies } from '../../store/companies';
import { encodeCursor } from '../../store/conditional';
import { cursorFor } from '../../store/cursor-for';
import { companiesQuery } from './admin-inputs';

/** `GET /api/admin/companies`: enrolled companies by domain. */
export const handler = defineHandler({ query: companiesQuery }, async ({ query }) => {
  const page = await listCompanies(100, cursorFor(query.cursor, 'gsi1pk', 'COMPANIES'));
  return { items: page.companies.map(companyInfo), nextCursor: encodeCursor(page.lastKey) };
});
