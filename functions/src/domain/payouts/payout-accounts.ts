import { payoutAccountState, PAYOUT_MESSAGES, type PayoutAccountState } from '@worknest/shared/payout-rules';
import type { PayoutOnboarding } from '@worknest/shared/payouts';
import { isProviderError } from '../../adapters/payments/errors';
import { createExpressAccount, createOnboardingLink, retrieveConnectedAccount } from '../../adapters/payments/transfers';
import type { ConnectedAccountSummary } from '../../adapters/payments/types';
import { ENV, requireEnv } from '../../config/function-environment';
import { logger } from '../../logging/logger';
import { getPayoutAccount, requeueAwaitingPayouts, savePayoutAccount, updatePayoutAccountState, type PayoutAccountRecord } from '../../store/payouts';
import { hitRateLimit, type RateLimit } from '../../store/rate-limits';
import { RateLimitedError, UnavailableError } from '../errors';
import { PAYOUT_LIMITS } from './payout-limits';

/**
 * Hosts' Stripe Express accounts (issue 21). A member gets one connected account, created on
 * their first "Set up payouts" with an idempotency key per member (two clicks, two tabs: one
 * account), and an Account Link each time they (re)start onboarding. Stripe collects and verifies
 * the details; the app only keeps the account id and the state it reads back from Stripe.
 */

export interface PayoutMember {
  userId: string;
  email: string;
}

export async function spendPayoutLimit(rule: RateLimit, userId: string): Promise<void> {
  const retryAfter = await hitRateLimit(rule, userId);
  if (retryAfter !== null) throw new RateLimitedError(PAYOUT_MESSAGES.tooOften, retryAfter, 'payouts_rate_limited');
}

/** `POST /api/payouts/account`: where to send the member to set up or finish their payout account. */
export async function startOnboarding(member: PayoutMember, nowMs: number): Promise<PayoutOnboarding> {
  await spendPayoutLimit(PAYOUT_LIMITS.onboarding, member.userId);
  const account = await ensureAccount(member, nowMs);
  const appOrigin = requireEnv(ENV.appOrigin);
  try {
    const onboardingUrl = await createOnboardingLink(account.stripeAccountId, {
      // Stripe sends the member to refresh_url when a link is used or expired: the card asks for a new one.
      refreshUrl: `${appOrigin}/app/profile?payouts=refresh#payouts`,
      returnUrl: `${appOrigin}/app/profile?payouts=return#payouts`,
    });
    return { onboardingUrl };
  } catch (error) {
    throw providerFailure('account link', error);
  }
}

async function ensureAccount(member: PayoutMember, nowMs: number): Promise<PayoutAccountRecord> {
  const existing = await getPayoutAccount(member.userId);
  if (existing) return existing;
  let account: ConnectedAccountSummary;
  try {
    account = await createExpressAccount({
      email: member.email,
      metadata: { userId: member.userId },
      // One account per member, however many requests race (Stripe keeps the key 24 hours; after
      // that the saved record answers before Stripe is asked).
      idempotencyKey: `payout-account-${member.userId}`,
    });
  } catch (error) {
    throw providerFailure('account', error);
  }
  const saved = await savePayoutAccount({
    userId: member.userId,
    stripeAccountId: account.id,
    state: payoutAccountState(account),
    requirementsDue: requirementsDue(account),
    createdAt: new Date(nowMs).toISOString(),
  });
  logger.info('payout account created', { userId: member.userId, stripeAccountId: account.id });
  return saved;
}

/**
 * Reads the account from Stripe and records its state (the return from onboarding, the card's
 * refresh, `account.updated`). Once it is enabled, the member's stays waiting for it are queued.
 * Reading the account rather than trusting an event's copy makes the order of events irrelevant.
 */
export async function syncPayoutAccount(userId: string, stripeAccountId: string, nowMs: number): Promise<{ state: PayoutAccountState; requirementsDue: number; requeued: number }> {
  let account: ConnectedAccountSummary;
  try {
    account = await retrieveConnectedAccount(stripeAccountId);
  } catch (error) {
    throw providerFailure('account', error);
  }
  const state = payoutAccountState(account);
  const due = requirementsDue(account);
  const before = await updatePayoutAccountState(userId, state, due, new Date(nowMs).toISOString());
  let requeued = 0;
  if (state === 'enabled') requeued = await requeueAwaitingPayouts(userId, nowMs);
  if (before !== state) logger.info('payout account state', { userId, stripeAccountId, from: before, to: state, requeued });
  return { state, requirementsDue: due, requeued };
}

function requirementsDue(account: ConnectedAccountSummary): number {
  return new Set([...(account.requirements?.currently_due ?? []), ...(account.requirements?.past_due ?? [])]).size;
}

function providerFailure(what: string, error: unknown): UnavailableError {
  logger.error(`stripe ${what} call failed`, { error: error as Error, stripeCode: isProviderError(error) ? error.code : undefined });
  return new UnavailableError(PAYOUT_MESSAGES.providerUnavailable, 'payment_provider_unavailable');
}
