import { ADMIN_MESSAGES, HOST_INACTIVE_MESSAGE } from './admin-rules';
import { LINK_INVALID_MESSAGE, LOGIN_EMAIL_MESSAGE, NAME_MESSAGES } from './auth-rules';
import { BOOKING_MESSAGES, CANCEL_BOOKING_MESSAGES } from './booking-rules';
import { BUSINESS_STAY_MESSAGES } from './business-stay-rules';
import { CALENDAR_MESSAGES } from './calendar-rules';
import { BILLING_MESSAGES } from './company-billing-rules';
import { CANCELLATION_MESSAGES, LISTING_TERMS_MESSAGES } from './cancellation-rules';
import { COMPANY_NAME_MESSAGES, COMPANY_STATUS_MESSAGE, DOMAIN_MESSAGE } from './company-rules';
import { LISTING_MESSAGES } from './listing-options';
import { LOCALE_MESSAGE } from './locale-rules';
import { SERVER_MESSAGES } from './marketing-options';
import { MESSAGE_EMPTY_MESSAGE, MESSAGE_TOO_LONG_MESSAGE } from './messaging-options';
import { OFFICE_MESSAGES } from './offices';
import { REPORT_MESSAGES } from './reports-rules';
import { REVIEW_MESSAGES } from './review-rules';
import { CLIENT_ID_MESSAGE, ISSUER_MESSAGE, SSO_SETTINGS_MESSAGES } from './sso-rules';
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
 * `code`, and the error body the first issue's as `messageCode` (functions/src/validation/validate.ts);
 * the body's `code` stays the kind of failure (`validation_failed`). Domain errors carry their own
 * stable `code` (functions/src/domain/errors.ts: `link_invalid`, `rate_limited`, ...); the SPA
 * looks up `messageCode`, then `code`. Success answers (`{ message }`) are not coded: the SPA
 * writes its own success texts.
 *
 * To add one: list the English message and a new snake_case code here, then add the code to
 * web/src/locales/<every locale>/errors.json and run `npm run i18n:compile`
 * (scripts/src/i18n/catalogs.test.ts checks every catalog has it).
 */
function buildMessageCodes(): Readonly<Record<string, string>> {
  return {
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
    ...family('billing', BILLING_MESSAGES),
    ...family('swap', SWAP_MESSAGES),
    ...family('policy', TRAVEL_POLICY_MESSAGES),
    ...family('office', OFFICE_MESSAGES),
    ...family('booking', BOOKING_MESSAGES),
    [MESSAGE_EMPTY_MESSAGE]: 'message_empty',
    [MESSAGE_TOO_LONG_MESSAGE]: 'message_too_long',
    // Issue 40 part 2 (ADR 0186): the admin's routes (people, companies, single sign-on, review
    // moderation, the reports queue) and the messages members meet there too (reviews, reports).
    ...family('admin', ADMIN_MESSAGES),
    [HOST_INACTIVE_MESSAGE]: 'admin_host_inactive',
    [DOMAIN_MESSAGE]: 'company_domain_invalid',
    [COMPANY_STATUS_MESSAGE]: 'company_status_invalid',
    ...family('enroll_company_name', COMPANY_NAME_MESSAGES),
    [ISSUER_MESSAGE]: 'sso_issuer_invalid',
    [CLIENT_ID_MESSAGE]: 'sso_client_id_required',
    ...family('sso', SSO_SETTINGS_MESSAGES),
    ...family('review', REVIEW_MESSAGES),
    ...family('report', REPORT_MESSAGES),
    // ADR 0187: calendar sync (the import list's checks, and why a calendar could not be read).
    ...family('calendar', CALENDAR_MESSAGES),
  };
}

// Built at the first look-up, not when the module loads: every function imports this module (its
// validation and error answers), most requests code no message, and building the table is about
// 2 ms of a cold start (issue 33).
let messageCodesTable: Readonly<Record<string, string>> | undefined;

/** Every listed English message and its code (the table above, built once). */
export function messageCodes(): Readonly<Record<string, string>> {
  return (messageCodesTable ??= buildMessageCodes());
}

/** The code of a listed message, or undefined. */
export function messageCode(message: string): string | undefined {
  const codes = messageCodes();
  return Object.hasOwn(codes, message) ? codes[message] : undefined;
}

/** A message's code and, for a message made by a function, the values its catalog text takes. */
export interface CodedMessage {
  code: string;
  values?: Readonly<Record<string, string | number>>;
}

/**
 * Issue 40 part 2 (ADR 0186): messages made by a function (a number or a name in them), each
 * recognised by its English form: the code and the named values of the `errors` catalog's ICU
 * text (`{count, plural, …}`). Each pattern is exactly what its function writes:
 * message-codes.test.ts makes every function's text and reads it back. A message whose value
 * cannot be read back (a formatted date) is coded where it is thrown instead (`error.coded()`).
 */
const MADE_MESSAGES: readonly (readonly [code: string, english: RegExp])[] = [
  // booking-rules BOOKING_MESSAGES
  ['booking_minimum_stay', /^Minimum stay is (?<count>[\d,]+) nights?$/],
  ['booking_maximum_stay', /^Maximum stay is (?<count>[\d,]+) nights$/],
  ['booking_advance_notice', /^Requires (?<count>[\d,]+) days? advance notice$/],
  ['booking_maximum_guests', /^Maximum (?<count>[\d,]+) guests? allowed$/],
  // functions' checkout limits (domain/bookings/checkout-limits.ts)
  ['checkout_too_many_started', /^You have started too many checkouts\. Please try again in (?<count>[\d,]+) minutes?\.$/],
  // credit-rules notEnoughCredits
  ['credits_not_enough', /^You need (?<needed>-?\d+) credits; you have (?<balance>-?\d+)$/],
  // review-rules REVIEW_MESSAGES (the dates as the server writes them, yyyy-MM-dd)
  ['review_before_check_out', /^You can review this stay from its check-out date \((?<date>\d{4}-\d{2}-\d{2})\)\.$/],
  ['review_window_closed', /^Reviews for this stay closed after (?<date>\d{4}-\d{2}-\d{2})\.$/],
  // time-zone-rules TIME_ZONE_MESSAGES
  ['listing_time_zone_several', /^(?<country>.+) has several time zones: please choose the home's$/],
  // travel-policy-rules TRAVEL_POLICY_MESSAGES
  ['policy_country_code', /^"(?<code>.*)" is not an ISO 3166 country code \(two letters, like "CH"\)$/],
  ['policy_country_cap', /^The cap for (?<code>.+) must be a whole number of cents from 0 to (?<max>\d+)$/],
  // admin: enrolling, suspending and resuming a company (domain/companies/manage-company.ts)
  ['company_enrolled_already', /^(?<domain>\S+) is enrolled already\.$/],
  ['company_not_verified', /^(?<domain>\S+) is not verified yet: publish its TXT record and choose Verify\.$/],
  // the waitlist and demo-request fields' lengths (functions/src/http/marketing/marketing-inputs.ts)
  ['text_too_long', /^Must be at most (?<max>\d+) characters$/],
];

/** The code of a message people read, listed or made by a function (with its values), or undefined. */
export function codeOfMessage(message: string): CodedMessage | undefined {
  const listed = messageCode(message);
  if (listed) return { code: listed };
  for (const [code, english] of MADE_MESSAGES) {
    const groups = english.exec(message)?.groups;
    if (!groups) continue;
    // Counts come as written in English ("1,234"): the catalog formats them in the reader's language.
    const values = Object.fromEntries(Object.entries(groups).map(([name, value]) => [name, /^-?[\d,]+$/.test(value) ? Number(value.replace(/,/g, '')) : value]));
    return { code, values };
  }
  return undefined;
}

/**
 * Codes of messages made by a function that are named where they are thrown (`error.coded(code,
 * values)`): a formatted date cannot be read back from the English. `day` values are calendar days
 * (yyyy-MM-dd) the SPA writes as a stay date in the reader's language; `days` values several of
 * them, comma-separated, written as a list (ADR 0187).
 */
export const THROWN_MESSAGE_CODES = {
  listingDeleteUpcomingBookingsUntil: 'listing_delete_upcoming_bookings_until',
  /** ADR 0187: `days` is a comma-separated list of calendar days, written as a list of stay dates. */
  listingDatesInUse: 'listing_dates_in_use',
} as const;
