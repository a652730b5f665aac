import type { Session } from '../auth/session';
import { NotAllowedError, NotFoundError } from '../errors';
import { getUser, type UserRecord } from '../../store/users';
import { reactivateUser } from './reactivate-user';
import { ADMIN_MESSAGES } from '@worknest/shared/admin-rules';

/**
 * The employee an HR person may manage: someone of their own company (admins: anyone), never
 * themself, and (for HR) never an admin. Anyone else is an unknown id to them.
 */
export async function manageableEmployee(session: Session, employeeId: string): Promise<UserRecord> {
  const user = await getUser(employeeId);
  if (!user || (session.role !== 'admin' && user.companyDomain !== session.companyDomain)) {
    throw new NotFoundError(ADMIN_MESSAGES.employeeNotFound);
  }
  if (user.id === session.userId) throw new NotAllowedError(ADMIN_MESSAGES.activeSelf);
  if (user.role === 'admin' && session.role !== 'admin') throw new NotAllowedError(ADMIN_MESSAGES.otherAdmin);
  return user;
}

export async function reactivateEmployee(session: Session, employeeId: string): Promise<UserRecord> {
  const user = await manageableEmployee(session, employeeId);
  return (await reactivateUser(user.id)) ?? user;
}
