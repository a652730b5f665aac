import { createHmac, timingSafeEqual } from 'node:crypto';
import { allNotificationKinds, type AnyNotificationKind } from '@worknest/shared/notification-rules';

/**
 * One-click unsubscribe links: `<payload>.<signature>`, the payload `<userId>:<kind>` in base64url,
 * the signature HMAC-SHA256 of the payload with the mail-links key. No sign-in is needed (mail
 * clients POST it on their own, RFC 8058), so the signature is what keeps a stranger from turning
 * off someone else's e-mails. A link does not expire: people unsubscribe from old e-mails.
 */
const SIGNATURE_BYTES = 32;

export function signUnsubscribeToken(key: Buffer, userId: string, kind: AnyNotificationKind): string {
  const payload = Buffer.from(`${userId}:${kind}`, 'utf8').toString('base64url');
  return `${payload}.${sign(key, payload).toString('base64url')}`;
}

/** The member and kind a token names, or null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(key: Buffer, token: string): { userId: string; kind: AnyNotificationKind } | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== SIGNATURE_BYTES || !timingSafeEqual(given, sign(key, payload))) return null;
  const [userId, kind, ...more] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (!userId || more.length > 0 || !(allNotificationKinds as readonly string[]).includes(kind ?? '')) return null;
  return { userId, kind: kind as AnyNotificationKind };
}

function sign(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}
