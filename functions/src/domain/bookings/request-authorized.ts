import { stayNights } from '@worknest/shared/booking';
import { BOOKING_REQUEST_TTL_MS } from '@worknest/shared/cancellation';
import { isInvalidRequest } from '../../adapters/payments/errors';
import { cancelPaymentIntent, retrievePaymentIntent } from '../../adapters/payments/intents';
import type { PaymentIntentSummary } from '../../adapters/payments/types';
import { logger } from '../../logging/logger';
import { businessMetrics, countEvent } from '../../logging/metrics';
import { getBooking, type BookingRecord } from '../../store/bookings';
import { markCheckoutCancelled, markRequested } from './lifecycle';
import { nowMs as clockNow } from '../../clock';
import { releaseHeldNights } from '../../store/nights';
import { outboxMailItem } from '../../store/outbox';
import type { Confirmation } from './confirmation';

/** A request's card is authorized: see booking-requests.ts for the whole flow (issue 17). */

const authorizationCancelKey = (booking: BookingRecord, why: string) => `request-${why}-${booking.id}`;

/**
 * The card of a request is authorized (the browser's confirm call or `payment_intent.amount_capturable_updated`):
 * pending → requested, once; the host gets an e-mail.
 */
export async function requestAuthorized(booking: BookingRecord, intent: PaymentIntentSummary): Promise<Confirmation> {
  if (booking.status === 'requested') return { outcome: 'already-requested', booking };
  if (booking.status === 'confirmed') return { outcome: 'already-confirmed', booking };
  if (booking.status !== 'pending') return { outcome: 'request-closed', booking };
  const matches =
    intent.id === booking.paymentIntentId && intent.metadata.bookingId === booking.id && intent.currency === booking.currency && intent.amountCapturableCents === booking.totalAmount;
  if (!matches) return { outcome: 'mismatch', booking };

  const now = clockNow();
  // The host's e-mail is an outbox item committed with the change (issue 33).
  const outcome = await markRequested(booking, now, now + BOOKING_REQUEST_TTL_MS, [outboxMailItem({ kind: 'request-received-host', bookingId: booking.id }, now)]);
  if (outcome === 'requested') {
    const requested = (await getBooking(booking.id)) ?? booking;
    countEvent(businessMetrics.requestsAuthorized);
    return { outcome: 'requested', booking: requested };
  }
  if (outcome === 'nights-taken') {
    // Someone else holds a night now (the checkout's hold ran out): release the card, never charge it.
    await cancelAuthorization(booking, 'nights-taken').catch((error: unknown) =>
      logger.error('could not release the authorization of a request whose nights were taken', { bookingId: booking.id, error: error as Error }),
    );
    await releaseHeldNights(booking.listingId, stayNights(booking.checkIn, booking.checkOut), booking.id);
    await markCheckoutCancelled(booking, 'authorized-too-late');
    return { outcome: 'request-closed', booking: (await getBooking(booking.id)) ?? booking };
  }
  const current = (await getBooking(booking.id)) ?? booking;
  if (current.status === 'requested') return { outcome: 'already-requested', booking: current };
  if (current.status === 'confirmed') return { outcome: 'already-confirmed', booking: current };
  return { outcome: 'request-closed', booking: current };
}

/** Cancels the intent's authorization; an intent already canceled is fine. @returns false when it was captured (Accept won). */
export async function cancelAuthorization(booking: BookingRecord, why: 'declined' | 'expired' | 'withdrawn' | 'nights-taken'): Promise<boolean> {
  if (!booking.paymentIntentId) return true;
  try {
    await cancelPaymentIntent(booking.paymentIntentId, why === 'expired' ? 'abandoned' : 'requested_by_customer', authorizationCancelKey(booking, why));
    return true;
  } catch (error) {
    if (isInvalidRequest(error, 'payment_intent_unexpected_state')) {
      const intent = await retrievePaymentIntent(booking.paymentIntentId);
      if (intent.status === 'canceled') return true;
      if (intent.status === 'succeeded') return false;
    }
    throw error;
  }
}

