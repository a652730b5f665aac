import type { Session } from '../auth/session';
import { NotAllowedError, NotFoundError } from '../errors';
import { updateUser, type UserRecord } from '../../store/users';

/** A member edits only their own profile; username or phone left out is cleared, names left out are kept. */
export async function updateProfile(
  session: Session,
  userId: string,
  profile: { username?: string | null; phoneNumber?: string | null; firstName?: string; lastName?: string },
): Promise<UserRecord> {
  if (userId !== session.userId) throw new NotAllowedError('You can only edit your own profile.');
  const user = await updateUser(session.userId, {
    username: profile.username ?? null,
    phoneNumber: profile.phoneNumber ?? null,
    ...(profile.firstName ? { firstName: profile.firstName } : {}),
    ...(profile.lastName ? { lastName: profile.lastName } : {}),
  });
  if (!user) throw new NotFoundError('User not found');
  return user;
}
