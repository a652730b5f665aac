import { logger } from '../../logging/logger';
import { hitRateLimit, type RateLimit } from '../../store/rate-limits';
import { networkKey } from '../abuse/network-key';

/*
 * Per client network (IPv4 address or IPv6 /64), per form. Generous enough for a whole office
 * behind one address signing up, low enough that a script cannot fill the lists.
 */
export const WAITLIST_LIMIT_PER_IP: RateLimit = { scope: 'waitlist-ip', limit: 20, windowMs: 60 * 60_000 };
export const DEMO_REQUEST_LIMIT_PER_IP: RateLimit = { scope: 'demo-ip', limit: 10, windowMs: 60 * 60_000 };

/**
 * Counts one submission from `ip`; false when over the limit. The caller then stores nothing and
 * answers as usual (issue 14): a 429 would only tell a script when to switch addresses.
 */
export async function withinSubmissionLimit(rule: RateLimit, ip: string): Promise<boolean> {
  if ((await hitRateLimit(rule, networkKey(ip))) === null) return true;
  logger.warn('submission dropped: rate limit reached', { scope: rule.scope });
  return false;
}
