import { deleteUserSessions } from '../../store/sessions';
import { updateUser, type UserRecord } from '../../store/users';
import { hideListingsOfHost, showListingsOfHost } from '../listings/host-listings-visibility';

/**
 * Deactivates a member: they can no longer sign in, every session ends at once (the session
 * loader also refuses inactive users, so a session created in a race is dead as well), and their
 * listings leave everyone's view.
 */
export async function deactivateUser(userId: string): Promise<UserRecord | null> {
  const user = await updateUser(userId, { isActive: false });
  if (!user) return null;
  await deleteUserSessions(userId);
  await hideListingsOfHost(userId);
  return user;
}

/** Lets a member sign in again and brings back the listings their deactivation hid. */
export async function reactivateUser(userId: string): Promise<UserRecord | null> {
  const user = await updateUser(userId, { isActive: true });
  if (!user) return null;
  await showListingsOfHost(userId);
  return user;
}
