import { LINK_INVALID_MESSAGE, LOGIN_EMAIL_MESSAGE, NAME_MESSAGES } from './auth-rules';
import { BOOKING_MESSAGES, CANCEL_BOOKING_MESSAGES } from './booking-rules';
import { BUSINESS_STAY_MESSAGES } from './business-stay-rules';
import { CANCELLATION_MESSAGES, LISTING_TERMS_MESSAGES } from './cancellation-rules';
import { LISTING_MESSAGES } from './listing-options';
import { LOCALE_MESSAGE } from './locale-rules';
import { SERVER_MESSAGES } from './marketing-options';
import { MESSAGE_EMPTY_MESSAGE, MESSAGE_TOO_LONG_MESSAGE } from './messaging-options';
import { OFFICE_MESSAGES } from './offices';
import { SWAP_MESSAGES } from './swap-rules';
import { TRAVEL_POLICY_MESSAGES } from './travel-policy-rules';

/**
 * Issue 40 part 2: a family of messages (one `*_MESSAGES` object of a rules module) coded at once:
 * each fixed text gets `<prefix>_<key in snake_case>` (`BOOKING_MESSAGES.datesRequired` →
 * `booking_dates_required`). Messages made by a function (they carry a number or a name) are not
 * coded: the SPA shows the server's English for them, or its own fallback.
 */
function family(prefix: string, messages: Readonly<Record<string, unknown>>): Record<string, string> {
  const coded: Record<string, string> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message === 'string') coded[message] = `${prefix}_${key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;
  }
  return coded;
}

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
  ...family('name', NAME_MESSAGES),
  // Issue 40 part 2: booking and checkout, cancellation, the listing form, messages, swaps, the
  // travel policy and approvals, HR's offices. A message two families share keeps the first code.
  ...family('listing', LISTING_MESSAGES),
  ...family('listing_terms', LISTING_TERMS_MESSAGES),
  ...family('cancellation', CANCELLATION_MESSAGES),
  ...family('checkout_cancel', CANCEL_BOOKING_MESSAGES),
  ...family('business_stay', BUSINESS_STAY_MESSAGES),
  ...family('swap', SWAP_MESSAGES),
  ...family('policy', TRAVEL_POLICY_MESSAGES),
  ...family('office', OFFICE_MESSAGES),
  ...family('booking', BOOKING_MESSAGES),
  [MESSAGE_EMPTY_MESSAGE]: 'message_empty',
  [MESSAGE_TOO_LONG_MESSAGE]: 'message_too_long',
};

/** The code of a listed message, or undefined. */
export function messageCode(message: string): string | undefined {
  return Object.hasOwn(MESSAGE_CODES, message) ? MESSAGE_CODES[message] : undefined;
}
