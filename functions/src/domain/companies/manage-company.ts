import { ConflictError, NotFoundError } from '../errors';
import { addCompany, getCompany, setCompanyStatus as writeCompanyStatus, type Company, type CompanyStatus } from '../../store/companies';
import { deleteUserSessions } from '../../store/sessions';
import { listCompanyUsers } from '../../store/users';

/** Enrolls a company by its verified domain; a domain enrolled already is a conflict. */
export async function enrollCompany(domain: string, name: string): Promise<Company | null> {
  if (!(await addCompany(domain, name))) throw new ConflictError(`${domain} is enrolled already.`, 'company_exists');
  return getCompany(domain);
}

/**
 * Suspends or resumes a company. Suspending deletes its members' sessions (admins keep theirs,
 * as the session loader lets them in while their company is suspended): the session loader and
 * the socket push refuse a suspended company's members anyway, but a session that no longer
 * exists cannot come back if the company is resumed, nor be used in a race with the suspension.
 */
export async function setCompanyStatus(domain: string, status: CompanyStatus): Promise<Company> {
  if (!(await writeCompanyStatus(domain, status))) throw new NotFoundError('Company not found');
  const company = await getCompany(domain);
  if (!company) throw new NotFoundError('Company not found');
  if (status === 'suspended') await endMemberSessions(domain);
  return company;
}

async function endMemberSessions(domain: string): Promise<void> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await listCompanyUsers(domain, 100, startKey);
    const members = page.users.filter((user) => user.role !== 'admin' && !user.deletedAt);
    // A few at a time: a large company must not burst the table's write capacity.
    for (let i = 0; i < members.length; i += 10) {
      await Promise.all(members.slice(i, i + 10).map((user) => deleteUserSessions(user.id)));
    }
    startKey = page.lastKey;
  } while (startKey);
}
