import { CANCEL_BOOKING_MESSAGES, stayNights } from '@worknest/shared/booking';
import { isInvalidRequest } from '../../adapters/payments/errors';
import { cancelPaymentIntent, retrievePaymentIntent } from '../../adapters/payments/intents';
import type { PaymentIntentStatus } from '../../adapters/payments/types';
import { ConflictError, DomainError, UnavailableError } from '../errors';
import { logger } from '../../logging/logger';
import { getBooking, getBookingIdByPaymentIntent, type BookingRecord } from '../../store/bookings';
import { releaseHeldNights } from '../../store/nights';
import { bookingNotFound } from './booking-errors';
import { markCheckoutCancelled } from './lifecycle';

/**
 * PaymentIntent states we cancel: waiting for a card or for the guest. Stripe would also cancel a
 * `processing` one "in rare cases", but that payment may be about to succeed: it is refused like a paid one.
 */
const CANCELABLE: readonly PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture'];

export type CancelOutcome = 'cancelled' | 'already-cancelled';

/**
 * The guest leaves the checkout (`POST /api/bookings/cancel`): the PaymentIntent is cancelled with
 * Stripe first, so no card can be charged for it afterwards; then the booking's held nights are
 * given back at once and the booking becomes `cancelled`. Only the booking's guest may do this
 * (anyone else: the same 404 as an unknown intent), only while it is unpaid; calling it again
 * answers the cancelled booking and changes nothing. Stripe's `payment_intent.canceled` webhook
 * that follows finds the booking cancelled and does nothing.
 */
export async function cancelCheckout(guestId: string, paymentIntentId: string): Promise<{ outcome: CancelOutcome; booking: BookingRecord }> {
  const bookingId = await getBookingIdByPaymentIntent(paymentIntentId);
  const booking = bookingId ? await getBooking(bookingId) : null;
  if (!booking || booking.guestId !== guestId || booking.paymentIntentId !== paymentIntentId) throw bookingNotFound();
  refuseUnlessOpen(booking);

  await cancelIntent(booking, paymentIntentId);
  // The intent can no longer succeed: its nights are free for everyone from now on.
  await releaseHeldNights(booking.listingId, stayNights(booking.checkIn, booking.checkOut), booking.id);
  // Nothing left to change (cancelled, or a request closed before the guest came back here).
  if (booking.status !== 'pending') return { outcome: 'already-cancelled', booking };
  const cancelled = await markCheckoutCancelled(booking, 'guest-leaves-checkout');
  const current = (await getBooking(booking.id)) ?? booking;
  // Not ours to cancel any more: the webhook cancelled it a moment before (fine), or it changed otherwise.
  if (!cancelled) refuseUnlessOpen(current);
  return { outcome: cancelled ? 'cancelled' : 'already-cancelled', booking: current };
}

function refuseUnlessOpen(booking: BookingRecord): void {
  if (booking.status === 'confirmed') throw new ConflictError(CANCEL_BOOKING_MESSAGES.confirmed, 'booking_confirmed');
  if (booking.status === 'refunded') throw new ConflictError(CANCEL_BOOKING_MESSAGES.refunded, 'booking_refunded');
  // Issue 30: a request's authorization is the request's: voiding it here left the webhook to record a decline by the host.
  if (booking.status === 'requested') throw new ConflictError(CANCEL_BOOKING_MESSAGES.requested, 'booking_requested');
}

/** Cancels the intent with Stripe unless it already is; a succeeded payment cannot be cancelled (409). */
async function cancelIntent(booking: BookingRecord, paymentIntentId: string): Promise<void> {
  try {
    const intent = await retrievePaymentIntent(paymentIntentId);
    if (intent.status === 'canceled') return;
    if (!CANCELABLE.includes(intent.status)) throw paymentSucceeded();
    await cancelPaymentIntent(paymentIntentId, 'requested_by_customer', `cancel-${booking.id}`);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // Stripe refuses when the card was charged between our read and the cancel: say so.
    if (isInvalidRequest(error, 'payment_intent_unexpected_state')) {
      const intent = await retrievePaymentIntent(paymentIntentId).catch(() => null);
      if (intent?.status === 'canceled') return;
      throw paymentSucceeded();
    }
    logger.error('could not cancel the PaymentIntent', { error: error as Error, bookingId: booking.id });
    throw new UnavailableError(CANCEL_BOOKING_MESSAGES.providerUnavailable, 'payment_provider_unavailable');
  }
}

const paymentSucceeded = () => new ConflictError(CANCEL_BOOKING_MESSAGES.paymentSucceeded, 'payment_succeeded');
