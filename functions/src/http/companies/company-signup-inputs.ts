import { NAME_MESSAGES } from '@worknest/shared/auth-rules';
import { COMPANY_NAME_MAX, COMPANY_NAME_MESSAGES } from '@worknest/shared/company-rules';
import { COMPANY_SIGNUP_MESSAGES, emailAtDomain } from '@worknest/shared/company-signup-rules';
import { cleanLine } from '@worknest/shared/text-rules';
import { LOCALE_MESSAGE, LOCALES } from '@worknest/shared/locale-rules';
import { oneOf, optional, plainObject, text, workEmail } from '../../validation/plain-schema';
import { companyDomainField } from '../admin/company-inputs';
import { personNameField } from '../auth/auth-inputs';

/*
 * Issue 38, the sign-up routes' bodies without zod (issue 15): each stands for the schema of
 * @worknest/shared/company-signup named beside it, same rules and messages
 * (company-signup-inputs.test.ts compares both).
 */

/** `POST /api/company-signups {firstName, lastName, email, companyName, domain, locale?}`: `companySignupSchema`. */
export const companySignupBody = plainObject(
  {
    firstName: personNameField(NAME_MESSAGES.firstName),
    lastName: personNameField(NAME_MESSAGES.lastName),
    email: workEmail(COMPANY_SIGNUP_MESSAGES.email),
    companyName: text({
      typeMessage: COMPANY_NAME_MESSAGES.required,
      clean: cleanLine,
      min: { length: 1, message: COMPANY_NAME_MESSAGES.required },
      max: { length: COMPANY_NAME_MAX, message: COMPANY_NAME_MESSAGES.tooLong },
    }),
    domain: companyDomainField,
    locale: optional(oneOf(LOCALES, LOCALE_MESSAGE)),
  },
  { refine: { test: (data) => emailAtDomain(data.email, data.domain), message: COMPANY_SIGNUP_MESSAGES.domainMismatch, path: ['email'] } },
);

/** `POST /api/company-signups/confirm {token}`: `companySignupConfirmSchema`. */
export const companySignupConfirmBody = plainObject({
  token: text({ typeMessage: COMPANY_SIGNUP_MESSAGES.linkInvalid, pattern: { regex: /^[A-Za-z0-9_-]{43}$/, message: COMPANY_SIGNUP_MESSAGES.linkInvalid } }),
});
