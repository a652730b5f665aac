import { domainField } from '@worknest/shared/people';
import { ssoTestRequestSchema } from '@worknest/shared/sso';
import * as z from 'zod';
import { testCompanySso } from '../../domain/companies/company-sso';
import { defineHandler } from '../../middleware/define-handler';

const params = z.object({ domain: domainField });

/** `POST /api/admin/companies/{domain}/sso/test {issuer?}`: fetches the provider's discovery document and reports. */
export const handler = defineHandler({ params, body: ssoTestRequestSchema, maxBodyBytes: 2048 }, async ({ params, body }) => testCompanySso(params.domain, body.issuer));
