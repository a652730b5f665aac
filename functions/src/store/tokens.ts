import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest of a token is ever stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
