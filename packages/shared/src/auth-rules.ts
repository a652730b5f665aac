/**
 * Sign-in and profile texts and helpers without zod (issue 15: `POST /api/auth/request-magic-link`
 * checks its body by hand); ./auth builds the schemas from them and re-exports them.
 */

export const LOGIN_EMAIL_MESSAGE = 'Please enter a valid work email address.';

/** The same answer for every valid e-mail, enrolled or not (no enumeration). */
export const MAGIC_LINK_SENT_MESSAGE =
  'If your company participates in Worknest, a sign-in link is on its way to your inbox.';

export const LINK_INVALID_MESSAGE = 'This sign-in link has expired or has already been used.';

/**
 * `POST /api/auth/link-preview {token}` answers whom a link signs in, masked (issue 14, login
 * CSRF): the verify page redeems a link only when the person clicks "Sign in as a…@acme.test",
 * so a link someone else sent cannot quietly sign the browser into their account.
 */
export interface LinkPreview {
  maskedEmail: string;
}

/** `alex@acme.test` → `a…@acme.test`: enough to notice someone else's account, not to read an address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  return `${email[0]}…${email.slice(at)}`;
}

/** The path of a sign-in link; its token travels in the fragment (`#token=`), which browsers never send to a server. */
export const VERIFY_PATH = '/auth/verify';
export function signInLinkOf(appOrigin: string, token: string): string {
  return `${appOrigin}${VERIFY_PATH}#token=${encodeURIComponent(token)}`;
}

/** First and last name: asked at the first visit, editable in the profile (issue 13). */
export const NAME_MESSAGES = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  tooLong: 'Names can be at most 50 characters.',
} as const;
export const PERSON_NAME_MAX = 50;

/**
 * A cookie the server sets beside the HttpOnly session cookie, on every sign-in (magic link and
 * single sign-on alike), and clears with it (issue 29 item 1). It holds no secret (the value is
 * `1`) and grants nothing: it only tells the SPA, which cannot read the session cookie, that
 * asking `GET /api/auth/user` may find a session. The server answers that question; the cookie
 * only spares signed-out visitors a 401 (a console error) and a round trip.
 */
export const SESSION_HINT_COOKIE = 'worknest_signed_in';
