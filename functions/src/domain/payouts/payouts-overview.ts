import type { PayoutView, PayoutsOverview } from '@worknest/shared/payouts';
import { logger } from '../../logging/logger';
import type { BookingRecord } from '../../store/bookings';
import { encodeCursor } from '../../store/conditional';
import { cursorFor } from '../../store/cursor-for';
import { keys } from '../../store/keys';
import { getPayoutAccount, listHostPayouts } from '../../store/payouts';
import { commissionBasisPoints } from '../bookings/service-fee';
import { hostEarnings } from './host-earnings';
import { spendPayoutLimit, syncPayoutAccount } from './payout-accounts';
import { PAYOUT_LIMITS } from './payout-limits';

/** How long a payout account's state read from Stripe answers before Stripe is asked again. */
export const PAYOUT_STATE_CACHE_MS = 60_000;

/**
 * `GET /api/payouts`: the caller's payout account and their stays' payouts, latest check-out
 * first, without the stays that owe nothing (refunded in full). An account not yet enabled is read back from Stripe first (the member may just be back
 * from onboarding, before `account.updated` arrives); if Stripe cannot be reached, the state on
 * record answers.
 */
export async function payoutsOverview(userId: string, page: { limit: number; cursor?: string }, nowMs: number): Promise<PayoutsOverview> {
  await spendPayoutLimit(PAYOUT_LIMITS.overview, userId);
  const startKey = cursorFor(page.cursor, 'gsi2pk', keys.hostBookingsPartition(userId));
  const [stored, stays] = await Promise.all([getPayoutAccount(userId), listHostPayouts(userId, page.limit, startKey, owesSomething)]);
  let account: PayoutsOverview['account'] = stored ? { state: stored.state, requirementsDue: stored.requirementsDue, updatedAt: stored.updatedAt } : null;
  // Stripe is asked at most once a minute per member (issue 33): the account item is the cache,
  // its updatedAt the time its state was last read from Stripe (here, on the return from onboarding
  // or on account.updated, which keeps it current between reads).
  if (stored && stored.state !== 'enabled' && nowMs - Date.parse(stored.updatedAt) >= PAYOUT_STATE_CACHE_MS) {
    try {
      const fresh = await syncPayoutAccount(userId, stored.stripeAccountId, nowMs);
      account = { state: fresh.state, requirementsDue: fresh.requirementsDue, updatedAt: new Date(nowMs).toISOString() };
    } catch (error) {
      logger.warn('payout account not refreshed; answering the state on record', { error: (error as Error).message });
    }
  }
  return {
    account,
    commissionPercent: commissionBasisPoints() / 100,
    payouts: stays.bookings.map(toPayoutView),
    nextCursor: encodeCursor(stays.lastKey),
  };
}

/** A payout row worth showing (issue 29): a stay refunded in full owes nothing, and is no "€0 Nothing to pay" row. */
export function owesSomething(booking: BookingRecord): boolean {
  return hostEarnings(booking).status !== 'none';
}

export function toPayoutView(booking: BookingRecord): PayoutView {
  const earnings = hostEarnings(booking);
  return {
    bookingId: booking.id,
    listingTitle: booking.listingTitle,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    amount: earnings.amount,
    status: earnings.status,
    paidAt: booking.paidOutAt,
    dueAt: new Date(booking.payoutDueAtMs ?? Date.parse(`${booking.checkOut}T11:00:00Z`) + 86_400_000).toISOString(),
  };
}

