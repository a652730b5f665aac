import type Stripe from 'stripe';
import type { BookingRecord } from '../../store/bookings';

/**
 * The PaymentIntent of a pending booking: its total in its currency, the booking in the metadata
 * (what confirmation and the webhook check), card only; manual capture for a booking request. The booking id is the idempotency key,
 * so Stripe answers a retried create with the same intent and a booking never gets two.
 */
export function createBookingIntent(stripe: Stripe, booking: BookingRecord): Promise<Stripe.PaymentIntent> {
  return stripe.paymentIntents.create(
    {
      amount: booking.totalAmount,
      currency: booking.currency,
      allowed_payment_method_types: ['card'],
      // A booking request (issue 17) only authorizes the card; the host's Accept captures it.
      ...(booking.bookingMode === 'request' ? { capture_method: 'manual' as const } : {}),
      description: `Worknest: ${booking.listingTitle}, ${booking.checkIn} to ${booking.checkOut}`,
      metadata: { bookingId: booking.id, listingId: booking.listingId, guestId: booking.guestId },
    },
    { idempotencyKey: `booking-${booking.id}` },
  );
}
