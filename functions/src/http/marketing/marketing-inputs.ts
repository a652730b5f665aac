import { canonicalMailbox, isWorkEmail } from '@worknest/shared/email';
import {
  COMPANY_NAME_MAX,
  COMPANY_SIZES,
  DEMO_MESSAGE_MAX,
  HISTORY_EMAIL_MESSAGE,
  HONEYPOT_FIELD,
  HONEYPOT_MAX,
  MARKETING_PAGE_SIZE_DEFAULT,
  MARKETING_PAGE_SIZE_MAX,
  MARKETING_ROLES,
  NAME_MAX,
  PAGE_SIZE_MESSAGE,
  SERVER_MESSAGES,
} from '@worknest/shared/marketing-options';
import { LOCALE_MESSAGE, LOCALES } from '@worknest/shared/locale-rules';
import { cleanLine, cleanMultiline } from '@worknest/shared/text-rules';
import { integer, mapped, oneOf, optional, plainObject, text, withDefault, workEmail } from '../../validation/plain-schema';

/**
 * The marketing routes' inputs, checked without zod (issue 15). Each stands for the zod schema of
 * @worknest/shared/marketing named beside it, built with the server's messages, with the same
 * rules and messages (marketing-inputs.test.ts compares both on the same samples).
 */

const m = SERVER_MESSAGES;

/** `requiredText`: one line, cleaned, required. */
function requiredLine(message: string, max: number) {
  return text({ typeMessage: message, clean: cleanLine, min: { length: 1, message }, max: { length: max, message: `Must be at most ${max} characters` } });
}

/** `optionalText(max, multiline)`: cleaned, empty becomes absent. */
function optionalText(max: number, clean: (value: string) => string) {
  return mapped(optional(text({ clean, max: { length: max, message: `Must be at most ${max} characters` } })), (value) => (value ? value : undefined));
}

const honeypot = optional(text({ max: { length: HONEYPOT_MAX } }));

/** `emailWith`: "required" for an empty field, "invalid" for anything else wrong; the canonical mailbox. */
const submittedEmail = mapped(
  text({
    typeMessage: m.emailRequired,
    clean: (value) => value.trim(),
    refine: [
      { test: (value) => value.length > 0, message: m.emailRequired },
      { test: (value) => value.length === 0 || isWorkEmail(value), message: m.emailInvalid },
    ],
  }),
  canonicalMailbox,
);

/** `POST /api/demo-request`: `demoRequestSubmissionSchema`. */
export const demoRequestBody = plainObject({
  name: requiredLine(m.name, NAME_MAX),
  email: submittedEmail,
  company: requiredLine(m.companyName, COMPANY_NAME_MAX),
  role: oneOf(MARKETING_ROLES, m.role),
  companySize: oneOf(COMPANY_SIZES, m.companySize),
  message: optionalText(DEMO_MESSAGE_MAX, cleanMultiline),
  locale: optional(oneOf(LOCALES, LOCALE_MESSAGE)),
  [HONEYPOT_FIELD]: honeypot,
});

/** `GET /api/waitlist` and `GET /api/demo-request`: `marketingListQuerySchema`. */
export const marketingListQuery = plainObject({
  limit: withDefault(
    integer({ coerce: true, typeMessage: PAGE_SIZE_MESSAGE, intMessage: PAGE_SIZE_MESSAGE, min: { value: 1, message: PAGE_SIZE_MESSAGE }, max: { value: MARKETING_PAGE_SIZE_MAX, message: PAGE_SIZE_MESSAGE } }),
    MARKETING_PAGE_SIZE_DEFAULT,
  ),
  cursor: optional(text({ max: { length: 2000 } })),
});

/** `GET /api/waitlist/history` and `GET /api/demo-request/history`: `marketingHistoryQuerySchema`. */
export const marketingHistoryQuery = plainObject({ email: workEmail(HISTORY_EMAIL_MESSAGE) });
