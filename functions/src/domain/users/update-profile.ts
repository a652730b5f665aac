import type { Session } from '../auth/session';
import { NotAllowedError, NotFoundError } from '../errors';
import { updateUser, type UserRecord } from '../../store/users';

/** A member edits only their own profile; a field left out is cleared. */
export async function updateProfile(
  session: Session,
  userId: string,
  profile: { username?: string | null; phoneNumber?: string | null },
): Promise<UserRecord> {
  if (userId !== session.userId) throw new NotAllowedError('You can only edit your own profile.');
  const user = await updateUser(session.userId, { username: profile.username ?? null, phoneNumber: profile.phoneNumber ?? null });
  if (!user) throw new NotFoundError('User not found');
  return user;
}
