import { setCompanyStatus } from '../../domain/companies/manage-company';
import { defineHandler } from '../../middleware/define-handler';
import { companyDomainParams, companyStatusBody } from './company-inputs';

/** `PUT /api/admin/companies/{domain}/status {status}`: suspends (members are signed out) or resumes a company. */
export const handler = defineHandler({ params: companyDomainParams, body: companyStatusBody }, async ({ params, body }) => setCompanyStatus(params.domain, body.status));
