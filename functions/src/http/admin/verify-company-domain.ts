import { verifyCompanyDomain } from '../../domain/companies/verify-domain';
import { defineHandler } from '../../middleware/define-handler';
import { companyDomainParams } from './company-inputs';

/** `POST /api/admin/companies/{domain}/verify`: looks up the domain's TXT record now; found, the company becomes active. */
export const handler = defineHandler({ params: companyDomainParams }, async ({ params }) => verifyCompanyDomain(params.domain));
