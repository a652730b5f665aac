import * as z from 'zod';
import { emailField } from './email';
import { LOGIN_EMAIL_MESSAGE } from './auth';

/**
 * Company single sign-on with OpenID Connect (issue 19): what the login page, the admin settings
 * and the API agree on. The flow itself lives in functions/src/domain/auth/sso.ts.
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
export const issuerField = z
  .string({ error: ISSUER_MESSAGE })
  .trim()
  .max(500, 'The issuer URL can be at most 500 characters')
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === 'https:' || isLoopbackHttp(url)) && !url.search && !url.hash && !url.username && !url.password;
  }, ISSUER_MESSAGE);

export const CLIENT_ID_MESSAGE = 'Please enter the client ID';
const clientIdField = z
  .string({ error: CLIENT_ID_MESSAGE })
  .trim()
  .min(1, CLIENT_ID_MESSAGE)
  .max(255, 'The client ID can be at most 255 characters')
  .regex(/^[\x21-\x7e]+$/, 'The client ID cannot contain spaces or special characters');
const clientSecretField = z
  .string({ error: 'Please enter the client secret' })
  .min(1, 'Please enter the client secret')
  .max(1024, 'The client secret can be at most 1024 characters')
  .regex(/^[\x21-\x7e]+$/, 'The client secret cannot contain spaces or special characters');

/**
 * `PUT /api/admin/companies/{domain}/sso`. The secret is write-only: left out, the stored one
 * stays; the first save of a company needs one. `enabled: false` turns SSO off (the secret stays
 * in Secrets Manager until SSO is configured again).
 */
export const ssoSettingsRequestSchema = z.discriminatedUnion('enabled', [
  z.object({
    enabled: z.literal(true),
    issuer: issuerField,
    clientId: clientIdField,
    clientSecret: clientSecretField.optional(),
    required: z.boolean({ error: 'Require single sign-on must be true or false' }),
  }),
  z.object({ enabled: z.literal(false) }),
], { error: 'Please say whether single sign-on is enabled' });
export type SsoSettingsRequest = z.infer<typeof ssoSettingsRequestSchema>;

/** `POST /api/admin/companies/{domain}/sso/test`: the saved settings, or the ones in the form. */
export const ssoTestRequestSchema = z.object({ issuer: issuerField.optional() });

/** What the API says about a company's SSO: never the secret, only that one is set. */
export const ssoSettingsSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  required: z.boolean(),
  updatedAt: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

export const ssoTestResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  issuer: z.string().optional(),
  authorizationEndpoint: z.string().optional(),
  tokenEndpoint: z.string().optional(),
  supportsS256: z.boolean().optional(),
});
export type SsoTestResult = z.infer<typeof ssoTestResultSchema>;

/** `POST /api/auth/sso/discover {email}`: home-realm discovery by the address's domain. */
export const ssoDiscoverRequestSchema = z.object({ email: emailField(LOGIN_EMAIL_MESSAGE) });
export const ssoDiscoverResultSchema = z.object({ sso: z.boolean(), required: z.boolean() });
export type SsoDiscoverResult = z.infer<typeof ssoDiscoverResultSchema>;

/**
 * A `returnTo` only ever leads to a path of this app: one leading slash, not `//` or `/\`
 * (protocol-relative), no scheme, no control characters, no backslashes. Anything else is the listings page.
 */
export const DEFAULT_RETURN_TO = '/app/listings';
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 512) return DEFAULT_RETURN_TO;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return DEFAULT_RETURN_TO;
  if (/[\x00-\x20\x7f]/.test(value)) return DEFAULT_RETURN_TO;
  const parsed = new URL(value, 'https://app.invalid');
  if (parsed.origin !== 'https://app.invalid') return DEFAULT_RETURN_TO;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export const ssoStartQuerySchema = z.object({
  email: emailField(LOGIN_EMAIL_MESSAGE),
  returnTo: z.string().max(512).optional().transform(safeReturnTo),
});

/** The provider's answer: a code and state, or an OAuth error. Validated loosely; the library checks the rest. */
export const ssoCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
  iss: z.string().max(500).optional(),
});

/** Every refusal, each with the sentence the login page shows. No session is created for any. */
export const SSO_ERRORS = {
  state_invalid: 'This sign-in attempt expired or was already used. Please start again.',
  provider_refused: 'Your identity provider did not sign you in. Please try again or contact your IT team.',
  token_invalid: 'Your identity provider’s answer could not be verified, so you were not signed in. Please contact your IT team.',
  email_unverified: 'Your identity provider has not verified your e-mail address, so you were not signed in.',
  email_domain: 'The account you signed in with does not belong to this company. Sign in with your work account.',
  deactivated: 'Your Worknest access has been deactivated. Please contact your HR team.',
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
