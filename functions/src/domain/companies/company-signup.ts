import { signupRefusal, type CompanySignupRequest } from '@worknest/shared/company-signup-rules';
import { canonicalMailbox } from '@worknest/shared/email';
import { sendMail } from '../../adapters/mail';
import { logger } from '../../logging/logger';
import { getCompany, type Company } from '../../store/companies';
import { createMagicLink } from '../../store/magic-links';
import { hitRateLimit } from '../../store/rate-limits';
import { getUserByEmail } from '../../store/users';
import { networkKey } from '../abuse/network-key';
import { magicLinkMail } from '../auth/magic-link-mail';
import { MAGIC_LINK_LIMIT_GLOBAL, MAGIC_LINK_LIMIT_PER_DOMAIN, MAGIC_LINK_LIMIT_PER_EMAIL, MAGIC_LINK_LIMIT_PER_IP } from '../auth/request-magic-link';
import { InvalidInputError } from '../errors';
import { alreadyEnrolledMail, companySignupMail } from './company-signup-mails';
import { isFreeMailDomain } from './free-mail-domains';

export type SignupOutcome = 'link-sent' | 'sign-in-sent' | 'already-enrolled' | 'limited' | 'send-failed';

/**
 * `POST /api/company-signups` (issue 38). Rules that depend on nothing stored (the e-mail at the
 * company's domain, not a free-mail or disposable provider) are refused as bad input. Everything
 * else answers the same to the caller: a new domain gets a confirmation link (15 minutes, single
 * use: the magic-link machinery with the `company-signup` purpose), a domain on Worknest gets the
 * "ask your HR team" mail, the founder of a pending one a sign-in link to go on with the setup.
 * The sign-in budgets apply (the same counters): past one, nothing is sent, silently.
 */
export async function requestCompanySignup(input: CompanySignupRequest & { ip: string; appOrigin: string }): Promise<SignupOutcome> {
  const refusal = signupRefusal(input, isFreeMailDomain);
  if (refusal) throw new InvalidInputError(refusal.message, [refusal], 'signup_refused');
  const email = canonicalMailbox(input.email);
  const domain = input.domain;
  if ((await hitRateLimit(MAGIC_LINK_LIMIT_PER_IP, networkKey(input.ip))) !== null) return limited('network');
  if ((await hitRateLimit(MAGIC_LINK_LIMIT_PER_EMAIL, email)) !== null) return limited('address');
  if ((await hitRateLimit(MAGIC_LINK_LIMIT_PER_DOMAIN, domain)) !== null) return limited('domain');
  if ((await hitRateLimit(MAGIC_LINK_LIMIT_GLOBAL, 'all')) !== null) return limited('global');

  const company = await getCompany(domain);
  try {
    if (company && (await isFounder(company, email))) {
      // The founder of a pending company, back without a session: a sign-in link to the setup.
      await sendMail(magicLinkMail(email, input.appOrigin, await createMagicLink(email), input.locale));
      logger.info('company sign-up: the founder of a pending company was sent a sign-in link');
      return 'sign-in-sent';
    }
    if (company) {
      await sendMail(alreadyEnrolledMail(email, input.appOrigin, input.locale));
      logger.info('company sign-up: domain on Worknest already, told by e-mail', { status: company.status });
      return 'already-enrolled';
    }
    const token = await createMagicLink(email, {
      purpose: 'company-signup',
      payload: { firstName: input.firstName, lastName: input.lastName, companyName: input.companyName, domain },
    });
    await sendMail(companySignupMail(email, input.appOrigin, token, input.companyName, domain, input.locale));
  } catch (error) {
    logger.error('company sign-up mail not sent: the mail service refused it', { error: error as Error });
    return 'send-failed';
  }
  logger.info('company sign-up: confirmation link sent');
  return 'link-sent';
}

async function isFounder(company: Company, email: string): Promise<boolean> {
  if (company.status !== 'pending' || !company.selfServe?.founderUserId) return false;
  const user = await getUserByEmail(email);
  return user?.id === company.selfServe.founderUserId;
}

function limited(budget: 'network' | 'address' | 'domain' | 'global'): SignupOutcome {
  logger.warn('company sign-up: nothing sent, rate limit reached', { budget });
  return 'limited';
}
