import { emailDomain } from '@worknest/shared/email';
import { sendMail } from '../../adapters/mail';
import { RateLimitedError } from '../errors';
import { logger } from '../../logging/logger';
import { getCompany } from '../../store/companies';
import { createMagicLink } from '../../store/magic-links';
import { hitRateLimit, type RateLimit } from '../../store/rate-limits';
import { getUserByEmail } from '../../store/users';
import { magicLinkMail } from './magic-link-mail';
import { businessMetrics, countEvent } from '../../logging/metrics';

export const MAGIC_LINK_LIMIT_PER_EMAIL: RateLimit = { scope: 'magic-email', limit: 5, windowMs: 15 * 60_000 };
/** Higher than per e-mail: a whole office may share one address. */
export const MAGIC_LINK_LIMIT_PER_IP: RateLimit = { scope: 'magic-ip', limit: 50, windowMs: 15 * 60_000 };

/**
 * Sends a sign-in link to members of enrolled, active companies and to nobody else. The caller
 * answers the same in every case, so the result says nothing about the address.
 */
export async function requestMagicLink(input: { email: string; ip: string; appOrigin: string }): Promise<void> {
  const ipWait = await hitRateLimit(MAGIC_LINK_LIMIT_PER_IP, input.ip);
  if (ipWait !== null) {
    throw new RateLimitedError('Too many sign-in requests from your network. Please try again in a few minutes.', ipWait);
  }
  const emailWait = await hitRateLimit(MAGIC_LINK_LIMIT_PER_EMAIL, input.email);
  if (emailWait !== null) {
    throw new RateLimitedError('Too many sign-in links were requested for this address. Please try again in a few minutes.', emailWait);
  }

  const company = await getCompany(emailDomain(input.email));
  if (!company || company.status !== 'active') {
    logger.info('magic link not sent: company not enrolled');
    return;
  }
  const existing = await getUserByEmail(input.email);
  if (existing && !existing.isActive) {
    logger.info('magic link not sent: user deactivated');
    return;
  }
  const token = await createMagicLink(input.email);
  await sendMail(magicLinkMail(input.email, input.appOrigin, token));
  countEvent(businessMetrics.magicLinksSent);
  logger.info('magic link sent');
}
