import { emailDomain } from '@worknest/shared/email';
import { sendMail } from '../../adapters/mail';
import { logger } from '../../logging/logger';
import { getCompany } from '../../store/companies';
import { createMagicLink } from '../../store/magic-links';
import { hitRateLimit, type RateLimit } from '../../store/rate-limits';
import { getUserByEmail } from '../../store/users';
import { networkKey } from '../abuse/network-key';
import { magicLinkMail } from './magic-link-mail';
import { businessMetrics, countEvent } from '../../logging/metrics';

/** Per canonical mailbox (issue 14: `alice+1@` and `alice+2@` share one counter). */
export const MAGIC_LINK_LIMIT_PER_EMAIL: RateLimit = { scope: 'magic-email', limit: 5, windowMs: 15 * 60_000 };
/** Per IPv4 address or IPv6 /64. Higher than per e-mail: a whole office may share one address. */
export const MAGIC_LINK_LIMIT_PER_IP: RateLimit = { scope: 'magic-ip', limit: 50, windowMs: 15 * 60_000 };
/** Links sent to one company per window: a flood of a customer's inboxes stops here. */
export const MAGIC_LINK_LIMIT_PER_DOMAIN: RateLimit = { scope: 'magic-domain', limit: 300, windowMs: 15 * 60_000 };
/** Links sent in all per window: keeps a flood from using up the SES sending quota. */
export const MAGIC_LINK_LIMIT_GLOBAL: RateLimit = { scope: 'magic-global', limit: 3000, windowMs: 15 * 60_000 };

export type MagicLinkOutcome = 'sent' | 'not-enrolled' | 'sso-required' | 'deactivated' | 'limited' | 'send-failed';

/**
 * Sends a sign-in link to members of enrolled, active companies and to nobody else. Past any
 * limit it sends nothing and returns as if it had: a 429 would tell an attacker the limit works
 * and would keep the real owner of the address from signing in (issue 14). A sending failure is
 * logged and swallowed, so an address SES refuses answers like any other. `email` is the
 * canonical mailbox (shared/email.ts), so the link goes to the mailbox that owns the identity.
 */
export async function requestMagicLink(input: { email: string; ip: string; appOrigin: string; locale?: string }): Promise<MagicLinkOutcome> {
  const domain = emailDomain(input.email);
  if ((await hitRateLimit(MAGIC_LINK_LIMIT_PER_IP, networkKey(input.ip))) !== null) return limited('network');
  if ((await hitRateLimit(MAGIC_LINK_LIMIT_PER_EMAIL, input.email)) !== null) return limited('address');

  const company = await getCompany(domain);
  // Issue 38: the founder of a pending self-serve company signs in to finish its setup; nobody else of it.
  const founderId = company?.status === 'pending' ? company.selfServe?.founderUserId : undefined;
  const pendingFounder = founderId !== undefined && founderId !== null && (await getUserByEmail(input.email))?.id === founderId;
  if (!company || (company.status !== 'active' && !pendingFounder)) {
    logger.info('magic link not sent: company not enrolled');
    return 'not-enrolled';
  }
  // A company that requires single sign-on (issue 19): its members sign in only through its
  // identity provider, so IT disabling someone there ends their way in. Same neutral answer.
  if (company.sso?.required) {
    logger.info('magic link not sent: company requires single sign-on');
    return 'sso-required';
  }
  const existing = await getUserByEmail(input.email);
  if (existing && !existing.isActive) {
    logger.info('magic link not sent: user deactivated');
    return 'deactivated';
  }
  if ((await hitRateLimit(MAGIC_LINK_LIMIT_PER_DOMAIN, domain)) !== null) return limited('domain');
  if ((await hitRateLimit(MAGIC_LINK_LIMIT_GLOBAL, 'all')) !== null) return limited('global');

  const token = await createMagicLink(input.email);
  try {
    // Issue 40: in the member's own language if they chose one, else the browser's at the request.
    await sendMail(magicLinkMail(input.email, input.appOrigin, token, existing?.locale ?? input.locale));
  } catch (error) {
    logger.error('magic link not sent: the mail service refused it', { error: error as Error });
    return 'send-failed';
  }
  countEvent(businessMetrics.magicLinksSent);
  logger.info('magic link sent');
  return 'sent';
}

function limited(budget: 'network' | 'address' | 'domain' | 'global'): MagicLinkOutcome {
  // A warning, not info: a global or domain budget running out is worth an alarm.
  logger.warn('magic link not sent: rate limit reached', { budget });
  return 'limited';
}
