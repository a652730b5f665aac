import * as z from 'zod';
import { emailField } from './email';
import { LOGIN_EMAIL_MESSAGE } from './auth-rules';
import { CLIENT_ID_MESSAGE, ISSUER_MESSAGE, isIssuerUrl, PRINTABLE_ASCII_PATTERN, RETURN_TO_MAX, safeReturnTo, SSO_LIMITS, SSO_SETTINGS_MESSAGES } from './sso-rules';

/**
 * Company single sign-on with OpenID Connect (issue 19): what the login page, the admin settings
 * and the API agree on. The flow itself lives in functions/src/domain/auth/sso.ts. Paths, messages
 * and plain helpers live in ./sso-rules (no zod) and are re-exported here.
 */
export * from './sso-rules';

export const issuerField = z.string({ error: ISSUER_MESSAGE }).trim().max(SSO_LIMITS.issuerMax, SSO_SETTINGS_MESSAGES.issuerTooLong).refine(isIssuerUrl, ISSUER_MESSAGE);

const clientIdField = z
  .string({ error: CLIENT_ID_MESSAGE })
  .trim()
  .min(1, CLIENT_ID_MESSAGE)
  .max(SSO_LIMITS.clientIdMax, SSO_SETTINGS_MESSAGES.clientIdTooLong)
  .regex(PRINTABLE_ASCII_PATTERN, SSO_SETTINGS_MESSAGES.clientIdCharacters);
const clientSecretField = z
  .string({ error: SSO_SETTINGS_MESSAGES.clientSecret })
  .min(1, SSO_SETTINGS_MESSAGES.clientSecret)
  .max(SSO_LIMITS.clientSecretMax, SSO_SETTINGS_MESSAGES.clientSecretTooLong)
  .regex(PRINTABLE_ASCII_PATTERN, SSO_SETTINGS_MESSAGES.clientSecretCharacters);

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
    required: z.boolean({ error: SSO_SETTINGS_MESSAGES.required }),
  }),
  z.object({ enabled: z.literal(false) }),
], { error: SSO_SETTINGS_MESSAGES.enabled });
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

export const ssoStartQuerySchema = z.object({
  email: emailField(LOGIN_EMAIL_MESSAGE),
  returnTo: z.string().max(RETURN_TO_MAX).optional().transform(safeReturnTo),
});

/** The provider's answer: a code and state, or an OAuth error. Validated loosely; the library checks the rest. */
export const ssoCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
  iss: z.string().max(500).optional(),
});
