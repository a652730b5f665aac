import type { AnyNotificationKind } from '@worknest/shared/notification-rules';
import { mailLinksKey } from '../../adapters/mail-links-key';
import { getMailSuppression, getNotificationPreferences } from '../../store/notifications';
import type { UserRecord } from '../../store/users';
import type { UnsubscribeLinks } from './notification-mails';
import { signUnsubscribeToken } from './unsubscribe-token';

/**
 * May an optional e-mail of `kind` go to this member? Only to an active member who has not turned
 * the kind off, at an address that neither bounced nor complained.
 */
export async function mayMail(user: UserRecord | null, kind: AnyNotificationKind): Promise<boolean> {
  if (!user || !user.isActive) return false;
  const [preferences, suppression] = await Promise.all([getNotificationPreferences(user.id), getMailSuppression(user.email)]);
  return preferences[kind] && suppression === null;
}

/**
 * The signed links of an optional e-mail: the page for people, the one-click URL for mail clients.
 * The page's token is in the fragment, which browsers never send, so no log holds it (ADR 0083);
 * the one-click URL keeps the query (mail providers POST to it and send no fragment), which
 * CloudFront's access logs leave out.
 */
export async function unsubscribeLinks(userId: string, kind: AnyNotificationKind, appOrigin: string): Promise<UnsubscribeLinks> {
  const token = `token=${encodeURIComponent(signUnsubscribeToken(await mailLinksKey(), userId, kind))}`;
  return { kind, pageUrl: `${appOrigin}/unsubscribe#${token}`, oneClickUrl: `${appOrigin}/api/notifications/unsubscribe?${token}` };
}
