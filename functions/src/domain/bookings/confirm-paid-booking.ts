import type { PaymentIntentSummary } from '../../adapters/payments/types';
import { getBooking, type BookingRecord } from '../../store/bookings';
import { canTake, confirmWithNights } from './lifecycle';
import { nowMs } from '../../clock';
import { confirmationMails, notifyConfirmed } from './notify-confirmed';
import { paymentMatchesBooking } from './payment-matches-booking';
import { refundBooking } from './refund-booking';
import type { Confirmation } from './confirmation';
import { requestAuthorized } from './request-authorized';
import { businessMetrics, countEvent } from '../../logging/metrics';

export type { Confirmation } from './confirmation';

/**
 * Confirms a booking from its succeeded PaymentIntent: status confirmed, paid, its nights booked,
 * its e-mails in the outbox (issue 33). The browser's call and Stripe's webhook both land here, in any order and any
 * number of times; the conditional transaction lets exactly one of them confirm, and the others
 * read the result. A payment whose nights were taken meanwhile, or that does not match the
 * booking, is refunded instead.
 */
export async function confirmPaidBooking(booking: BookingRecord, intent: PaymentIntentSummary): Promise<Confirmation> {
  // A paid stay cancelled since (possibly before this late webhook came): its refund is the cancellation's.
  if (booking.status === 'cancelled' && booking.cancelledBy) return { outcome: 'cancelled', booking };
  if (intent.status === 'requires_capture' && booking.bookingMode === 'request') return requestAuthorized(booking, intent);
  if (intent.status !== 'succeeded') return { outcome: 'not-succeeded', booking };
  if (booking.status === 'confirmed') return { outcome: 'already-confirmed', booking };
  if (booking.status === 'refunded') return { outcome: 'refunded', booking };
  if (!paymentMatchesBooking(intent, booking)) {
    // Our own intent, paid, but not what the booking costs: it buys nothing, so it goes back.
    if (intent.id === booking.paymentIntentId) await refundBooking(booking, intent.id, 'payment-mismatch');
    return { outcome: 'mismatch', booking: (await getBooking(booking.id)) ?? booking };
  }

  const now = nowMs();
  // A state the table gives no `payment-succeeded` (a checkout left or a request closed): as if the write lost the race.
  const result = canTake(booking.status, 'payment-succeeded') ? await confirmWithNights(booking, now, confirmationMails(booking.id, now)) : 'not-pending';
  if (result === 'confirmed') {
    const confirmed = (await getBooking(booking.id)) ?? booking;
    await notifyConfirmed(confirmed);
    countEvent(businessMetrics.bookingsConfirmed);
    // The checkout alarm takes accepted requests out of BookingsConfirmed: their checkout ended at the authorization.
    if (confirmed.bookingMode === 'request') countEvent(businessMetrics.requestsAccepted);
    return { outcome: 'confirmed', booking: confirmed };
  }
  if (result === 'nights-taken') return { outcome: 'refunded', booking: await refundBooking(booking, intent.id, 'nights-taken') };
  if (result === 'listing-gone') return { outcome: 'refunded', booking: await refundBooking(booking, intent.id, 'listing-deleted') };

  // Someone else changed the booking first: answer what it is now.
  const current = (await getBooking(booking.id)) ?? booking;
  if (current.status === 'confirmed') return { outcome: 'already-confirmed', booking: current };
  if (current.status === 'refunded') return { outcome: 'refunded', booking: current };
  if (current.status === 'cancelled' && current.cancelledBy) return { outcome: 'cancelled', booking: current };
  // Cancelled while the payment succeeded: the money must not stay.
  return { outcome: 'refunded', booking: await refundBooking(current, intent.id, 'nights-taken') };
}
