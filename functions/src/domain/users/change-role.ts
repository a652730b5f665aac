import type { Role } from '@worknest/shared/auth';
import type { Session } from '../auth/session';
import { NotAllowedError, NotFoundError } from '../errors';
import { updateUser, type UserRecord } from '../../store/users';
import { ADMIN_MESSAGES } from '@worknest/shared/admin-rules';

/** An admin changes someone else's role (never their own: the last admin could lock everyone out). */
export async function changeUserRole(admin: Session, userId: string, role: Role): Promise<UserRecord> {
  if (userId === admin.userId) throw new NotAllowedError(ADMIN_MESSAGES.ownRole);
  return setUserRole(userId, role);
}

/** Gives a user a role, for a caller that is not a member's request (the admin CLI). */
export async function setUserRole(userId: string, role: Role): Promise<UserRecord> {
  const user = await updateUser(userId, { role });
  if (!user) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  return user;
}
