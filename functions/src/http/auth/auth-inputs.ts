import { LOGIN_EMAIL_MESSAGE, NAME_MESSAGES, PERSON_NAME_MAX } from '@worknest/shared/auth-rules';
import { cleanLine } from '@worknest/shared/text-rules';
import { LOCALE_MESSAGE, LOCALES } from '@worknest/shared/locale-rules';
import { constant, oneOf, optional, plainObject, text, workEmail } from '../../validation/plain-schema';

/*
 * The sign-in routes' bodies, checked without zod (issue 15): each stands for the schema of
 * @worknest/shared/auth named beside it, same rules and messages (auth-inputs.test.ts compares both).
 */

/** `POST /api/auth/request-magic-link {email}`: `loginRequestSchema`. */
export const loginBody = plainObject({ email: workEmail(LOGIN_EMAIL_MESSAGE), locale: optional(oneOf(LOCALES, LOCALE_MESSAGE)) });

const LINK_TOKEN_MESSAGE = 'This sign-in link is invalid.';

/** `POST /api/auth/verify` and `/api/auth/link-preview {token}`: `verifyRequestSchema`. */
export const linkTokenBody = plainObject({ token: text({ typeMessage: LINK_TOKEN_MESSAGE, pattern: { regex: /^[A-Za-z0-9_-]{43}$/, message: LINK_TOKEN_MESSAGE } }) });

/** A first or last name: one line, cleaned, required, at most PERSON_NAME_MAX characters (`personNameField`). */
export function personNameField(message: string) {
  return text({ typeMessage: message, clean: cleanLine, min: { length: 1, message }, max: { length: PERSON_NAME_MAX, message: NAME_MESSAGES.tooLong } });
}

/** `POST /api/auth/confirm-eligibility`: `eligibilityRequestSchema`. */
export const eligibilityBody = plainObject({
  firstName: personNameField(NAME_MESSAGES.firstName),
  lastName: personNameField(NAME_MESSAGES.lastName),
  isAdult: constant(true, 'Please confirm that you are 18 or older.'),
  acceptsTerms: constant(true, 'Please accept the Terms of Service.'),
});
