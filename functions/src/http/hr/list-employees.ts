import { toEmployee } from '../../domain/users/to-employee';
import { defineHandler } from '../../middleware/define-handler';
import { encodeCursor } from '../../store/conditional';
import { cursorFor } from '../../store/cursor-for';
import { keys } from '../../store/keys';
import { listCompanyUsers } from '../../store/users';
import { employeesQuery } from './hr-inputs';

/** `GET /api/hr/employees`: HR sees its own company; an admin any company by `domain`. */
export const handler = defineHandler({ query: employeesQuery }, async ({ query, session }) => {
  const domain = session.role === 'admin' && query.domain ? query.domain : session.companyDomain;
  const startKey = cursorFor(query.cursor, 'gsi1pk', keys.companyMembersPartition(domain));
  const page = await listCompanyUsers(domain, query.limit, startKey);
  return { domain, items: page.users.map(toEmployee), nextCursor: encodeCursor(page.lastKey) };
});
