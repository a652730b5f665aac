import { LOGIN_EMAIL_MESSAGE } from '@worknest/shared/auth-rules';
import { RETURN_TO_MAX, safeReturnTo } from '@worknest/shared/sso-rules';
import { mapped, optional, plainObject, text, workEmail } from '../../validation/plain-schema';

/**
 * The single sign-on routes' inputs, checked without zod (issue 15). Each stands for the zod
 * schema of @worknest/shared/sso named beside it, with the same rules and messages
 * (sso-inputs.test.ts compares both on the same samples).
 */

/** `POST /api/auth/sso/discover {email}`: `ssoDiscoverRequestSchema`. */
export const ssoDiscoverBody = plainObject({ email: workEmail(LOGIN_EMAIL_MESSAGE) });

/** `GET /api/auth/sso/start?email=&returnTo=`: `ssoStartQuerySchema` (an unsafe or missing returnTo is the listings page). */
export const ssoStartQuery = plainObject({
  email: workEmail(LOGIN_EMAIL_MESSAGE),
  returnTo: mapped(optional(text({ max: { length: RETURN_TO_MAX } })), safeReturnTo),
});

/** `GET /api/auth/sso/callback`: `ssoCallbackQuerySchema`, loose (the library checks the rest). */
export const ssoCallbackQuery = plainObject({
  code: optional(text({ max: { length: 2048 } })),
  state: optional(text({ max: { length: 256 } })),
  error: optional(text({ max: { length: 256 } })),
  iss: optional(text({ max: { length: 500 } })),
});
