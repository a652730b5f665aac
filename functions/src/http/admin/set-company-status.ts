import { domainField } from '@worknest/shared/people';
import * as z from 'zod';
import { defineHandler } from '../../middleware/define-handler';
import { NotFoundError } from '../../domain/errors';
import { getCompany, setCompanyStatus } from '../../store/companies';

const params = z.object({ domain: domainField });
const body = z.object({ status: z.enum(['active', 'suspended'], { error: 'Status must be active or suspended' }) });

/** `PUT /api/admin/companies/{domain}/status {status}`: suspends (members are signed out) or resumes a company. */
export const handler = defineHandler({ params, body }, async ({ params, body }) => {
  if (!(await setCompanyStatus(params.domain, body.status))) throw new NotFoundError('Company not found');
  const company = await getCompany(params.domain);
  if (!company) throw new NotFoundError('Company not found');
  return company;
});
