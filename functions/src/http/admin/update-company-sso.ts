import { updateCompanySso } from '../../domain/companies/company-sso';
import { defineHandler } from '../../middleware/define-handler';
import { companyDomainParams } from './company-inputs';
import { ssoSettingsBody } from './company-sso-inputs';

/** `PUT /api/admin/companies/{domain}/sso`: issuer, client ID, client secret (write-only) and "Require single sign-on". */
export const handler = defineHandler({ params: companyDomainParams, body: ssoSettingsBody, maxBodyBytes: 4096 }, async ({ params, body }) => updateCompanySso(params.domain, body));
