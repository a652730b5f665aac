import type { NotificationPreferencesPatch } from '@worknest/shared/notifications';
import { UNSUBSCRIBE_MESSAGES, type AnyNotificationKind, type NotificationSettings } from '@worknest/shared/notification-rules';
import { mailLinksKey } from '../../adapters/mail-links-key';
import { logger } from '../../logging/logger';
import { getMailSuppression, getNotificationPreferences, updateNotificationPreferences } from '../../store/notifications';
import { getUser } from '../../store/users';
import { InvalidInputError, NotFoundError } from '../errors';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** What the profile's Notifications card shows. */
export async function notificationSettings(userId: string, email: string): Promise<NotificationSettings> {
  const [preferences, suppressed] = await Promise.all([getNotificationPreferences(userId), getMailSuppression(email)]);
  return { preferences, suppressed };
}

export async function changeNotificationSettings(userId: string, email: string, patch: NotificationPreferencesPatch): Promise<NotificationSettings> {
  const [preferences, suppressed] = await Promise.all([updateNotificationPreferences(userId, patch), getMailSuppression(email)]);
  return { preferences, suppressed };
}

/**
 * One-click unsubscribe from a signed link: no sign-in, the signature is the proof. A forged or
 * altered link is refused with 400 and changes nothing; a valid one turns its kind off (again).
 */
export async function unsubscribe(token: string): Promise<{ kind: AnyNotificationKind; message: string }> {
  const verified = verifyUnsubscribeToken(await mailLinksKey(), token);
  if (!verified) throw new InvalidInputError(UNSUBSCRIBE_MESSAGES.invalid, [{ path: 'token', message: UNSUBSCRIBE_MESSAGES.invalid }], 'invalid_unsubscribe_link');
  const user = await getUser(verified.userId);
  if (!user) throw new NotFoundError(UNSUBSCRIBE_MESSAGES.invalid);
  await updateNotificationPreferences(user.id, { [verified.kind]: false });
  logger.info('unsubscribed from an optional e-mail', { userId: user.id, kind: verified.kind });
  return { kind: verified.kind, message: UNSUBSCRIBE_MESSAGES.done(verified.kind) };
}
