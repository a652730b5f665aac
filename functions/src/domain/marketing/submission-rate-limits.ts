import { RateLimitedError } from '../errors';
import { hitRateLimit, type RateLimit } from '../../store/rate-limits';

/*
 * Per client IP, per form. Generous enough for a whole office behind one address signing up,
 * low enough that a script cannot fill the lists.
 */
export const WAITLIST_LIMIT_PER_IP: RateLimit = { scope: 'waitlist-ip', limit: 20, windowMs: 60 * 60_000 };
export const DEMO_REQUEST_LIMIT_PER_IP: RateLimit = { scope: 'demo-ip', limit: 10, windowMs: 60 * 60_000 };

/** Counts one submission from `ip`; throws a 429 with a Retry-After and a readable wait when over the limit. */
export async function enforceSubmissionLimit(rule: RateLimit, ip: string): Promise<void> {
  const waitSeconds = await hitRateLimit(rule, ip);
  if (waitSeconds === null) return;
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  throw new RateLimitedError(
    `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    waitSeconds,
  );
}
