import { COMPANY_SIGNUP_SENT_MESSAGE } from '@worknest/shared/company-signup-rules';
import { ENV, requireEnv } from '../../config/function-environment';
import { requestCompanySignup } from '../../domain/companies/company-signup';
import { clientIp } from '../../middleware/client-ip';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';
import { companySignupBody } from './company-signup-inputs';

/** Answers take at least this long, as sign-in's do, so the time taken does not tell enrolled domains apart. */
const MIN_ANSWER_MS = 400;

/**
 * `POST /api/company-signups {firstName, lastName, email, companyName, domain}` (issue 38): 202
 * and the same text whatever the domain's state; what happens next is said by e-mail only.
 */
export const handler = defineHandler({ body: companySignupBody, maxBodyBytes: 2048 }, async ({ body, event }) => {
  const started = Date.now();
  try {
    await requestCompanySignup({ ...body, ip: await clientIp(event), appOrigin: requireEnv(ENV.appOrigin) });
  } finally {
    const wait = MIN_ANSWER_MS - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return json(202, { message: COMPANY_SIGNUP_SENT_MESSAGE });
});
