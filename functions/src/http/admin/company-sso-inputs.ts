import type { SsoSettingsRequest } from '@worknest/shared/sso';
import { CLIENT_ID_MESSAGE, ISSUER_MESSAGE, isIssuerUrl, PRINTABLE_ASCII_PATTERN, SSO_LIMITS, SSO_SETTINGS_MESSAGES } from '@worknest/shared/sso-rules';
import { byKey, constant, flag, objectField, optional, plainObject, text } from '../../validation/plain-schema';

/**
 * The company SSO settings routes' bodies, checked without zod (issue 15): `ssoSettingsRequestSchema`
 * and `ssoTestRequestSchema` of @worknest/shared/sso, same rules and messages
 * (company-sso-inputs.test.ts compares both on the same samples).
 */
const issuer = text({
  typeMessage: ISSUER_MESSAGE,
  clean: (value) => value.trim(),
  max: { length: SSO_LIMITS.issuerMax, message: SSO_SETTINGS_MESSAGES.issuerTooLong },
  refine: { test: isIssuerUrl, message: ISSUER_MESSAGE },
});

/** `PUT /api/admin/companies/{domain}/sso`: on with its provider, or off. */
export const ssoSettingsBody = byKey<SsoSettingsRequest>(
  'enabled',
  [
    [
      true,
      objectField({
        enabled: constant(true),
        issuer,
        clientId: text({
          typeMessage: CLIENT_ID_MESSAGE,
          clean: (value) => value.trim(),
          min: { length: 1, message: CLIENT_ID_MESSAGE },
          max: { length: SSO_LIMITS.clientIdMax, message: SSO_SETTINGS_MESSAGES.clientIdTooLong },
          pattern: { regex: PRINTABLE_ASCII_PATTERN, message: SSO_SETTINGS_MESSAGES.clientIdCharacters },
        }),
        clientSecret: optional(
          text({
            typeMessage: SSO_SETTINGS_MESSAGES.clientSecret,
            min: { length: 1, message: SSO_SETTINGS_MESSAGES.clientSecret },
            max: { length: SSO_LIMITS.clientSecretMax, message: SSO_SETTINGS_MESSAGES.clientSecretTooLong },
            pattern: { regex: PRINTABLE_ASCII_PATTERN, message: SSO_SETTINGS_MESSAGES.clientSecretCharacters },
          }),
        ),
        required: flag(SSO_SETTINGS_MESSAGES.required),
      }),
    ],
    [false, objectField({ enabled: constant(false) })],
  ],
  SSO_SETTINGS_MESSAGES.enabled,
);

/** `POST /api/admin/companies/{domain}/sso/test {issuer?}`. */
export const ssoTestBody = plainObject({ issuer: optional(issuer) });
