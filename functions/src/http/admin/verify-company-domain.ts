import { domainField } from '@worknest/shared/people';
import * as z from 'zod';
import { verifyCompanyDomain } from '../../domain/companies/verify-domain';
import { defineHandler } from '../../middleware/define-handler';

const params = z.object({ domain: domainField });

/** `POST /api/admin/companies/{domain}/verify`: looks up the domain's TXT record now; found, the company becomes active. */
export const handler = defineHandler({ params }, async ({ params }) => verifyCompanyDomain(params.domain));
