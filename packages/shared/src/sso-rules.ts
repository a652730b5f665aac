/**
 * Company single sign-on (issue 19) without zod: paths, messages and plain helpers, so a function
 * that needs only these loads no schema (issue 15). ./sso builds the schemas and re-exports this.
 */

/** Where the provider sends the browser back (registered as the client's redirect URI). */
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';
/** Starts the flow: a top-level navigation, so the provider's page replaces the app. */
export const SSO_START_PATH = '/api/auth/sso/start';
/** The page a refused sign-in lands on: `/login?sso_error=<code>`. */
export const SSO_ERROR_PARAM = 'sso_error';

export const SSO_BUTTON_TEXT = 'Continue with single sign-on';

/** An http issuer is only accepted on the local machine (the local cloud's provider). */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export const ISSUER_MESSAGE = 'Please enter the issuer URL (https://…) of your identity provider';
export const CLIENT_ID_MESSAGE = 'Please enter the client ID';

/** `PUT /api/admin/companies/{domain}/sso`: the settings' other messages and limits. */
export const SSO_SETTINGS_MESSAGES = {
  enabled: 'Please say whether single sign-on is enabled',
  issuerTooLong: 'The issuer URL can be at most 500 characters',
  clientIdTooLong: 'The client ID can be at most 255 characters',
  clientIdCharacters: 'The client ID cannot contain spaces or special characters',
  clientSecret: 'Please enter the client secret',
  clientSecretTooLong: 'The client secret can be at most 1024 characters',
  clientSecretCharacters: 'The client secret cannot contain spaces or special characters',
  required: 'Require single sign-on must be true or false',
} as const;
export const SSO_LIMITS = { issuerMax: 500, clientIdMax: 255, clientSecretMax: 1024 } as const;
/** Client ids and secrets: printable ASCII, no spaces. */
export const PRINTABLE_ASCII_PATTERN = /^[\x21-\x7e]+$/;

/** An issuer URL (checked after trimming): https, or http on the local machine; no query, fragment or credentials. */
export function isIssuerUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || isLoopbackHttp(url)) && !url.search && !url.hash && !url.username && !url.password;
}

/**
 * A `returnTo` only ever leads to a page of the app: after the URL parser's normalisation (dot
 * segments, `%2e`), the path must lie under `/app/` (issue 33: `/.//evil.example`,
 * `/app/..//x` and `/%2e//x` normalised into a protocol-relative `//host` before). No backslashes
 * or encoded slashes (`%2f`, `%5c`), no control characters or spaces (the parser drops tabs and
 * newlines), no scheme. Anything else is the listings page.
 */
export const DEFAULT_RETURN_TO = '/app/listings';
export const RETURN_TO_MAX = 512;
const APP_BASE = 'https://app.invalid';
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_TO_MAX) return DEFAULT_RETURN_TO;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return DEFAULT_RETURN_TO;
  if (/[\x00-\x20\x7f]/.test(value)) return DEFAULT_RETURN_TO;
  if (!URL.canParse(value, APP_BASE)) return DEFAULT_RETURN_TO;
  const parsed = new URL(value, APP_BASE);
  if (parsed.origin !== APP_BASE) return DEFAULT_RETURN_TO;
  const path = parsed.pathname;
  if (!path.startsWith('/app/') || path.includes('//') || /%(2f|5c)/i.test(path)) return DEFAULT_RETURN_TO;
  const result = `${path}${parsed.search}${parsed.hash}`;
  // The answer goes into a Location header as it is: check it once more as what it now is.
  return result.startsWith('/app/') && !result.includes('\\') ? result : DEFAULT_RETURN_TO;
}

/** Every refusal, each with the sentence the login page shows. No session is created for any. */
export const SSO_ERRORS = {
  state_invalid: 'This sign-in attempt expired or was already used. Please start again.',
  provider_refused: 'Your identity provider did not sign you in. Please try again or contact your IT team.',
  token_invalid: 'Your identity provider’s answer could not be verified, so you were not signed in. Please contact your IT team.',
  email_unverified: 'Your identity provider has not verified your e-mail address, so you were not signed in.',
  email_domain: 'The account you signed in with does not belong to this company. Sign in with your work account.',
  deactivated: 'Your Worknest access has been deactivated. Please contact your HR team.',
  subject_mismatch: 'This e-mail address belongs to a Worknest account that was set up with another account at your identity provider, so you were not signed in. Please contact your IT team.',
  company_unavailable: 'Your company’s Worknest access is not active right now. Please contact your HR team.',
  not_configured: 'Single sign-on is not set up for your company. Please contact your HR team.',
  unavailable: 'Single sign-on is not available right now. Please try again in a few minutes.',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERRORS;
export function ssoErrorMessage(code: string | null | undefined): string | null {
  return code && Object.hasOwn(SSO_ERRORS, code) ? SSO_ERRORS[code as SsoErrorCode] : null;
}

/** Domain verification (issue 19): the TXT record an admin publishes on the company's domain. */
export const DOMAIN_VERIFICATION_PREFIX = 'worknest-verification=';
export function verificationRecord(token: string): string {
  return `${DOMAIN_VERIFICATION_PREFIX}${token}`;
}
