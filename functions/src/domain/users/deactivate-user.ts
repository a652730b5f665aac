import { deleteUserSessions } from '../../store/sessions';
import { updateUser, type UserRecord } from '../../store/users';

/**
 * Deactivates a member: they can no longer sign in and every session ends at once (the session
 * loader also refuses inactive users, so a session created in a race is dead as well).
 */
export async function deactivateUser(userId: string): Promise<UserRecord | null> {
  const user = await updateUser(userId, { isActive: false });
  if (!user) return null;
  await deleteUserSessions(userId);
  return user;
}

export async function reactivateUser(userId: string): Promise<UserRecord | null> {
  return updateUser(userId, { isActive: true });
}
