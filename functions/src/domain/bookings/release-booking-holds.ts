import { stayNights } from '@worknest/shared/booking';
import { retrievePaymentIntent } from '../../adapters/payments/intents';
import type { PaymentIntentSummary } from '../../adapters/payments/types';
import { getBooking } from '../../store/bookings';
import { markCheckoutCancelled, markHoldsReleased } from './lifecycle';
import { releaseHeldNights } from '../../store/nights';
import { businessMetrics, countEvent } from '../../logging/metrics';

/**
 * Gives back the nights of a booking whose payment failed (`payment_intent.payment_failed`) or
 * was cancelled (`payment_intent.canceled`). The booking stays unpaid. Events may arrive late
 * and out of order, so the intent is read fresh: one that succeeded meanwhile keeps its nights.
 * A guest who retries with another card after a decline gets the nights back at confirmation
 * if they are still free (or a refund if not).
 */
export async function releaseBookingHolds(intent: PaymentIntentSummary, kind: 'failed' | 'canceled'): Promise<'released' | 'ignored'> {
  if (kind === 'failed') countEvent(businessMetrics.paymentsFailed);
  const bookingId = intent.metadata.bookingId;
  const booking = bookingId ? await getBooking(bookingId) : null;
  if (!booking || booking.paymentIntentId !== intent.id || booking.status !== 'pending') return 'ignored';
  const current = await retrievePaymentIntent(intent.id);
  if (current.status === 'succeeded' || current.status === 'processing') return 'ignored';
  await releaseHeldNights(booking.listingId, stayNights(booking.checkIn, booking.checkOut), booking.id);
  if (kind === 'canceled' && current.status === 'canceled') await markCheckoutCancelled(booking, 'payment-canceled');
  else await markHoldsReleased(booking, current.lastPaymentErrorMessage);
  return 'released';
}
