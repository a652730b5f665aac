import { enrollCompany } from '../../domain/companies/manage-company';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';
import { enrollCompanyBody } from './admin-inputs';

/** `POST /api/admin/companies {domain, name}`: enrolls a company as pending, with the TXT record to publish. */
export const handler = defineHandler({ body: enrollCompanyBody }, async ({ body }) => json(201, await enrollCompany(body.domain, body.name)));
