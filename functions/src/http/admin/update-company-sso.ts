import { domainField } from '@worknest/shared/people';
import { ssoSettingsRequestSchema } from '@worknest/shared/sso';
import * as z from 'zod';
import { updateCompanySso } from '../../domain/companies/company-sso';
import { defineHandler } from '../../middleware/define-handler';

const params = z.object({ domain: domainField });

/** `PUT /api/admin/companies/{domain}/sso`: issuer, client ID, client secret (write-only) and "Require single sign-on". */
export const handler = defineHandler({ params, body: ssoSettingsRequestSchema, maxBodyBytes: 4096 }, async ({ params, body }) => updateCompanySso(params.domain, body));
