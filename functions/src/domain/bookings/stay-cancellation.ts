import { quoteCancellation, type Canceller } from '@worknest/shared/cancellation';
import { getBooking, type BookingRecord } from '../../store/bookings';
import type { Viewer } from '../listings/viewer';
import { bookingNotFound } from './booking-errors';

/** Who may cancel a booking and what it would refund: shared by the preview (a pure read) and the cancellation (cancel-stay.ts). */

/** Who the caller cancels as, or null when the booking is none of theirs. */
export function cancellerOf(booking: BookingRecord, viewer: Viewer): Canceller | null {
  if (booking.guestId === viewer.userId) return 'guest';
  if (booking.hostId === viewer.userId) return 'host';
  if (viewer.role === 'admin') return 'admin';
  return null;
}

/** The booking and who the caller cancels as; 404 when it is none of theirs, or a checkout that never became a stay. */
export async function loadFor(bookingId: string, viewer: Viewer): Promise<{ booking: BookingRecord; as: Canceller }> {
  const booking = await getBooking(bookingId);
  const as = booking ? cancellerOf(booking, viewer) : null;
  // Checkouts that never became a stay are not bookings anyone can cancel here.
  if (!booking || !as || (booking.status === 'pending' && !booking.paymentIntentId)) throw bookingNotFound();
  return { booking, as };
}

/** What cancelling now would refund, for this canceller (packages/shared cancellation rules). */
export function quote(booking: BookingRecord, as: Canceller, nowMs: number) {
  return quoteCancellation(
    {
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      timeZone: booking.timeZone,
      policy: booking.cancellationPolicy,
      pricePerNight: booking.pricePerNight,
      serviceFee: booking.serviceFee,
      totalAmount: booking.totalAmount,
    },
    as,
    nowMs,
  );
}
