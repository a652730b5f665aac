import type { RateLimit } from '../../store/rate-limits';

/**
 * Per-member limits of the payouts routes (issue 33): each call may reach Stripe, whose rate limit
 * and the routes' shared API Gateway throttle one member must not spend for everyone. A module of
 * its own, without the Stripe SDK, so the erasure can forget a member's windows (keyed by user id).
 */
export const PAYOUT_LIMITS = {
  onboarding: { scope: 'payouts-onboarding', limit: 5, windowMs: 60_000 },
  overview: { scope: 'payouts-overview', limit: 30, windowMs: 60_000 },
} as const satisfies Record<string, RateLimit>;
