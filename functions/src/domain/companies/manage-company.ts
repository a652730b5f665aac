import type { CompanyInfo } from '@worknest/shared/people';
import { addCompany, setCompanyStatus as writeCompanyStatus } from '../../store/companies';
import { deleteUserSessions } from '../../store/sessions';
import { newToken } from '../../store/tokens';
import { listCompanyUsers } from '../../store/users';
import { ConflictError, NotFoundError } from '../errors';
import { companyInfo, requireCompany } from './company-info';
import { ADMIN_MESSAGES } from '@worknest/shared/admin-rules';

/**
 * Enrolls a company as pending (issue 19): it becomes active once its domain carries the TXT
 * record `worknest-verification=<random>`, checked by Verify or the hourly re-check. A domain
 * enrolled already is a conflict.
 */
export async function enrollCompany(domain: string, name: string): Promise<CompanyInfo> {
  if (!(await addCompany(domain, name, { status: 'pending', verificationToken: newToken() }))) {
    throw new ConflictError(`${domain} is enrolled already.`, 'company_exists');
  }
  return companyInfo(await requireCompany(domain));
}

/**
 * Suspends or resumes a company; a pending one must be verified first (issue 19). Suspending
 * deletes its members' sessions (admins keep theirs, as the session loader lets them in while
 * their company is suspended): the session loader and the socket push refuse a suspended
 * company's members anyway, but a session that no longer exists cannot come back if the company
 * is resumed, nor be used in a race with the suspension.
 */
export async function setCompanyStatus(domain: string, status: 'active' | 'suspended'): Promise<CompanyInfo> {
  const change = await writeCompanyStatus(domain, status);
  if (change === 'not-found') throw new NotFoundError(ADMIN_MESSAGES.companyNotFound);
  if (change === 'pending') throw new ConflictError(`${domain} is not verified yet: publish its TXT record and choose Verify.`, 'company_pending');
  if (status === 'suspended') await endMemberSessions(domain);
  return companyInfo(await requireCompany(domain));
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
