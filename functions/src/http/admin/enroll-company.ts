import { enrollCompanySchema } from '@worknest/shared/people';
import { defineHandler } from '../../middleware/define-handler';
import { ConflictError } from '../../domain/errors';
import { json } from '../../middleware/responses';
import { addCompany, getCompany } from '../../store/companies';

/** `POST /api/admin/companies {domain, name}`: enrolls a company by its verified domain. */
export const handler = defineHandler({ body: enrollCompanySchema }, async ({ body }) => {
  if (!(await addCompany(body.domain, body.name))) throw new ConflictError(`${body.domain} is enrolled already.`, 'company_exists');
  return json(201, await getCompany(body.domain));
});
