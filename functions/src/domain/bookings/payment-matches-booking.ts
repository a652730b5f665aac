import type { PaymentIntentSummary } from '../../adapters/payments/types';
import type { BookingRecord } from '../../store/bookings';

/**
 * Whether a PaymentIntent is this booking's payment, in full: its own intent (by id and
 * metadata), the booking's total, in euros, all of it received. Anything else confirms nothing.
 */
export function paymentMatchesBooking(intent: PaymentIntentSummary, booking: BookingRecord): boolean {
  return (
    intent.id === booking.paymentIntentId &&
    intent.metadata.bookingId === booking.id &&
    intent.currency === booking.currency &&
    intent.amountCents === booking.totalAmount &&
    intent.amountReceivedCents === booking.totalAmount
  );
}
