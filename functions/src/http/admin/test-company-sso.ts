import { testCompanySso } from '../../domain/companies/company-sso';
import { defineHandler } from '../../middleware/define-handler';
import { companyDomainParams } from './company-inputs';
import { ssoTestBody } from './company-sso-inputs';

/** `POST /api/admin/companies/{domain}/sso/test {issuer?}`: fetches the provider's discovery document and reports. */
export const handler = defineHandler({ params: companyDomainParams, body: ssoTestBody, maxBodyBytes: 2048 }, async ({ params, body }) => testCompanySso(params.domain, body.issuer));
