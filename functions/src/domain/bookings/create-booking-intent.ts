import { createCheckoutIntent } from '../../adapters/payments/intents';
import type { PaymentIntentSummary } from '../../adapters/payments/types';
import type { BookingRecord } from '../../store/bookings';

/**
 * The PaymentIntent of a pending booking: its total in its currency, the booking in the metadata
 * (what confirmation and the webhook check), card only; manual capture for a booking request. The booking id is the idempotency key,
 * so Stripe answers a retried create with the same intent and a booking never gets two.
 */
export function createBookingIntent(booking: BookingRecord): Promise<PaymentIntentSummary> {
  return createCheckoutIntent({
    amountCents: booking.totalAmount,
    currency: booking.currency,
    // A booking request (issue 17) only authorizes the card; the host's Accept captures it.
    manualCapture: booking.bookingMode === 'request',
    description: `Worknest: ${booking.listingTitle}, ${booking.checkIn} to ${booking.checkOut}`,
    metadata: { bookingId: booking.id, listingId: booking.listingId, guestId: booking.guestId },
    idempotencyKey: `booking-${booking.id}`,
  });
}
