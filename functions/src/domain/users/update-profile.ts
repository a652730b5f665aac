import type { Locale } from '@worknest/shared/locale-rules';
import type { Session } from '../auth/session';
import { NotAllowedError, NotFoundError } from '../errors';
import { updateUser, type UserRecord } from '../../store/users';

/**
 * A member edits only their own profile; username or phone left out is cleared, names left out are
 * kept. Issue 40: a body with only `locale` (the language switcher) sets the language and nothing else.
 */
export async function updateProfile(
  session: Session,
  userId: string,
  profile: { username?: string | null; phoneNumber?: string | null; firstName?: string; lastName?: string; locale?: Locale },
): Promise<UserRecord> {
  if (userId !== session.userId) throw new NotAllowedError('You can only edit your own profile.');
  const onlyLocale = profile.locale !== undefined && Object.keys(profile).every((field) => field === 'locale' || profile[field as keyof typeof profile] === undefined);
  const user = await updateUser(session.userId, onlyLocale ? { locale: profile.locale } : {
    ...(profile.locale ? { locale: profile.locale } : {}),
    username: profile.username ?? null,
    phoneNumber: profile.phoneNumber ?? null,
    ...(profile.firstName ? { firstName: profile.firstName } : {}),
    ...(profile.lastName ? { lastName: profile.lastName } : {}),
  });
  if (!user) throw new NotFoundError('User not found');
  return user;
}
