import type { LinkPreview, User } from '@worknest/shared/auth';
import { apiRequest } from '../../../lib/api-request';

/**
 * `POST /api/auth/link-preview {token}`: whom a sign-in link signs in, masked (`a…@acme.test`),
 * without using it. A used, expired or unknown link answers 400 with `code: 'link_invalid'`.
 */
export function previewMagicLink(token: string): Promise<LinkPreview> {
  return apiRequest('POST', '/api/auth/link-preview', { token });
}

/**
 * `POST /api/auth/verify {token}`: redeems a sign-in link once and sets the session cookie.
 * A used, expired or unknown link answers 400 with `code: 'link_invalid'`.
 */
export function verifyMagicLink(token: string): Promise<{ user: User }> {
  return apiRequest('POST', '/api/auth/verify', { token });
}
