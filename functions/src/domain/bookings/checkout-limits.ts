import { createHash } from 'node:crypto';
import { stayNights, utcDate } from '@worknest/shared/booking';
import { BOOKING_HOLD_MINUTES } from '@worknest/shared/constants';
import { cancelPaymentIntent } from '../../adapters/payments/intents';
import { logger } from '../../logging/logger';
import { listLiveHolds, type BookingRecord } from '../../store/bookings';
import { markCheckoutCancelled } from './lifecycle';
import { releaseHeldNights } from '../../store/nights';
import { hitRateLimit, type RateLimit } from '../../store/rate-limits';
import { ConflictError, RateLimitedError } from '../errors';
import { plural } from '@worknest/shared/plural';

/*
 * Issue 14, finding 4: a member could block a colleague's home for ever by asking for a new
 * checkout every 25 minutes (each one replaced their own hold with a fresh 30 minutes). Now:
 * - one open checkout per guest and listing: a new one cancels the older ones (their intents and holds);
 * - a replacing checkout's hold ends when the first live hold of that listing ends, never later;
 * - at most MAX_OPEN_CHECKOUTS listings held by one guest at a time;
 * - new checkouts per member per hour, and per member and listing per day, are limited.
 */
export const MAX_OPEN_CHECKOUTS = 3;
export const CHECKOUT_LIMIT_PER_MEMBER: RateLimit = { scope: 'checkout-member', limit: 20, windowMs: 60 * 60_000 };
/** Four 30-minute holds a day bound how long one member can keep a home from the others. */
export const CHECKOUT_LIMIT_PER_LISTING: RateLimit = { scope: 'checkout-listing', limit: 4, windowMs: 24 * 60 * 60_000 };

export const TOO_MANY_CHECKOUTS_MESSAGE = `You already have ${MAX_OPEN_CHECKOUTS} checkouts open. Finish or cancel one of them before starting another.`;

export interface CheckoutPlan {
  /** When the new hold must end (the first live hold of this listing, or 30 minutes from now). */
  holdUntilMs: number;
  /** The guest's older open checkouts of this listing, to cancel once the new one holds its nights. */
  superseded: BookingRecord[];
}

/** Counts the checkout against the limits and decides its hold; throws 429 or 409 when refused. */
export async function planCheckout(guestId: string, listingId: string, nowMs: number): Promise<CheckoutPlan> {
  // Keyed by a digest of the member's id, not the id: the windows live a day and hold nothing personal (issue 13's erasure).
  const member = createHash('sha256').update(guestId).digest('base64url').slice(0, 22);
  for (const [rule, subject] of [[CHECKOUT_LIMIT_PER_MEMBER, member], [CHECKOUT_LIMIT_PER_LISTING, `${member}#${listingId}`]] as const) {
    const wait = await hitRateLimit(rule, subject);
    if (wait !== null) {
      const minutes = Math.max(1, Math.ceil(wait / 60));
      throw new RateLimitedError(`You have started too many checkouts. Please try again in ${plural(minutes, 'minute')}.`, wait, 'checkout_rate_limited');
    }
  }
  const live = await listLiveHolds(guestId, utcDate(nowMs), nowMs);
  const superseded = live.filter((booking) => booking.listingId === listingId);
  const otherListings = new Set(live.filter((booking) => booking.listingId !== listingId).map((booking) => booking.listingId));
  if (otherListings.size >= MAX_OPEN_CHECKOUTS) throw new ConflictError(TOO_MANY_CHECKOUTS_MESSAGE, 'too_many_checkouts');
  const holdUntilMs = Math.min(nowMs + BOOKING_HOLD_MINUTES * 60_000, ...superseded.map((booking) => booking.holdExpiresAtMs));
  return { holdUntilMs, superseded };
}

/**
 * Cancels the guest's older checkouts of a listing once the new one holds its nights: the intent
 * with Stripe (so it cannot be paid and is not left open), the nights it still holds (those the
 * new checkout took are the new booking's now, the condition on the booking id keeps them), and
 * the booking. Best effort per booking: a failure is logged, the hold runs out by itself.
 */
export async function cancelSupersededCheckouts(superseded: readonly BookingRecord[]): Promise<void> {
  if (superseded.length === 0) return;
  await Promise.all(
    superseded.map(async (booking) => {
      try {
        if (booking.paymentIntentId) {
          await cancelPaymentIntent(booking.paymentIntentId, 'abandoned', `supersede-${booking.id}`);
        }
        await releaseHeldNights(booking.listingId, stayNights(booking.checkIn, booking.checkOut), booking.id);
        await markCheckoutCancelled(booking, 'checkout-superseded');
      } catch (error) {
        logger.warn('could not cancel a superseded checkout; its hold runs out by itself', { error: error as Error, bookingId: booking.id });
      }
    }),
  );
}
