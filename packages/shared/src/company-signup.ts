import * as z from 'zod';
import { NAME_MESSAGES, PERSON_NAME_MAX } from './auth-rules';
import { COMPANY_SIGNUP_MESSAGES, emailAtDomain } from './company-signup-rules';
import { COMPANY_NAME_MAX, COMPANY_NAME_MESSAGES } from './company-rules';
import { emailField } from './email';
import { lineText } from './free-text';
import { domainField } from './people';
import { localeSchema } from './locale';

export * from './company-signup-rules';

const personName = (message: string) => lineText({ error: message }).min(1, message).max(PERSON_NAME_MAX, NAME_MESSAGES.tooLong);

/**
 * `POST /api/company-signups {firstName, lastName, email, companyName, domain}` (issue 38): the
 * founder and their company. The e-mail must be at the company's domain; free-mail and disposable
 * domains are refused on the server (the list is not sent to browsers).
 */
export const companySignupSchema = z
  .object({
    firstName: personName(NAME_MESSAGES.firstName),
    lastName: personName(NAME_MESSAGES.lastName),
    email: emailField(COMPANY_SIGNUP_MESSAGES.email),
    companyName: lineText({ error: COMPANY_NAME_MESSAGES.required }).min(1, COMPANY_NAME_MESSAGES.required).max(COMPANY_NAME_MAX, COMPANY_NAME_MESSAGES.tooLong),
    domain: domainField,
    /** Issue 40: the browser's language, the mails' (English when none). */
    locale: localeSchema.optional(),
  })
  .refine((data) => emailAtDomain(data.email, data.domain), { message: COMPANY_SIGNUP_MESSAGES.domainMismatch, path: ['email'] });

/** `POST /api/company-signups/confirm {token}`: the link's token, as sign-in's. */
export const companySignupConfirmSchema = z.object({
  token: z.string({ error: COMPANY_SIGNUP_MESSAGES.linkInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, COMPANY_SIGNUP_MESSAGES.linkInvalid),
});
