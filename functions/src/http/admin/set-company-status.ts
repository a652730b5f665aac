import { domainField } from '@worknest/shared/people';
import * as z from 'zod';
import { setCompanyStatus } from '../../domain/companies/manage-company';
import { defineHandler } from '../../middleware/define-handler';

const params = z.object({ domain: domainField });
const body = z.object({ status: z.enum(['active', 'suspended'], { error: 'Status must be active or suspended' }) });

/** `PUT /api/admin/companies/{domain}/status {status}`: suspends (members are signed out) or resumes a company. */
export const handler = defineHandler({ params, body }, async ({ params, body }) => setCompanyStatus(params.domain, body.status));
