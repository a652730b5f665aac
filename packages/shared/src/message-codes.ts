import { LINK_INVALID_MESSAGE, LOGIN_EMAIL_MESSAGE } from './auth-rules';
import { LOCALE_MESSAGE } from './locale-rules';
import { SERVER_MESSAGES } from './marketing-options';

/**
 * Issue 40 (ADR 0167): the stable `code` of each server message that reaches people, so the SPA
 * shows it in the reader's language (web catalog namespace `errors`, key = code) and falls back to
 * the server's English `message` for a code it has no text for.
 *
 * The server adds the code itself: a validation issue whose message is listed here carries
 * `code`, and the error body the first issue's as `messageCode` (functions/src/middleware/validate.ts);
 * the body's `code` stays the kind of failure (`validation_failed`). Domain errors carry their own
 * stable `code` (functions/src/domain/errors.ts: `link_invalid`, `rate_limited`, ...); the SPA
 * looks up `messageCode`, then `code`. Success answers (`{ message }`) are not coded: the SPA
 * writes its own success texts.
 *
 * To add one: list the English message and a new snake_case code here, then add the code to
 * web/src/locales/<every locale>/errors.json and run `npm run i18n:compile`
 * (scripts/src/i18n/catalogs.test.ts checks every catalog has it).
 */
export const MESSAGE_CODES: Readonly<Record<string, string>> = {
  // Sign-in
  [LOGIN_EMAIL_MESSAGE]: 'login_email_invalid',
  [LINK_INVALID_MESSAGE]: 'link_invalid',
  // Waitlist and demo request (SPEC.md §5 shared schema messages)
  [SERVER_MESSAGES.emailInvalid]: 'work_email_invalid',
  [SERVER_MESSAGES.role]: 'role_required',
  [SERVER_MESSAGES.name]: 'name_required',
  [SERVER_MESSAGES.companyName]: 'company_name_required',
  [SERVER_MESSAGES.companySize]: 'company_size_required',
  // Profile
  [LOCALE_MESSAGE]: 'locale_invalid',
};

/** The code of a listed message, or undefined. */
export function messageCode(message: string): string | undefined {
  return Object.hasOwn(MESSAGE_CODES, message) ? MESSAGE_CODES[message] : undefined;
}
