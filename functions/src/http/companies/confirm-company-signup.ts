import { COMPANY_SETUP_PATH } from '@worknest/shared/company-signup-rules';
import { toApiUser } from '../../domain/auth/api-user';
import { sessionCookies, sessionTokenOf } from '../../domain/auth/session-cookie';
import { confirmCompanySignup } from '../../domain/companies/confirm-company-signup';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';
import { companySignupConfirmBody } from './company-signup-inputs';

/**
 * `POST /api/company-signups/confirm {token}` (issue 38): redeems the confirmation link once,
 * creates the company pending with its founder as HR and signs the founder in, as
 * `POST /api/auth/verify` does; `next` is the setup page.
 */
export const handler = defineHandler({ body: companySignupConfirmBody, maxBodyBytes: 1024 }, async ({ body, event }) => {
  const { user, sessionToken, expiresAtMs } = await confirmCompanySignup(body.token, sessionTokenOf(event));
  return json(200, { user: await toApiUser(user), next: COMPANY_SETUP_PATH }, { cookies: sessionCookies(sessionToken, expiresAtMs) });
});
