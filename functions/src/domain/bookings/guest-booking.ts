import type { BookingView } from '@worknest/shared/booking';
import { getBooking, getBookingIdByPaymentIntent, type BookingRecord } from '../../store/bookings';
import { nowMs } from '../../clock';
import { getUser } from '../../store/users';
import { bookingNotFound } from './booking-errors';
import { toBookingView } from './booking-view';

/**
 * The booking paid (or being paid) with this PaymentIntent, for its guest only. Our own lookup
 * comes first: an intent that is not one of our bookings' is "not found" for everyone, and so is
 * someone else's booking.
 */
export async function guestBookingByPaymentIntent(guestId: string, paymentIntentId: string): Promise<BookingRecord> {
  const bookingId = await getBookingIdByPaymentIntent(paymentIntentId);
  const booking = bookingId ? await getBooking(bookingId) : null;
  if (!booking || booking.guestId !== guestId) throw bookingNotFound();
  return booking;
}

/** What the success page shows of the booking paid with this intent (the host's contact once confirmed). */
export async function guestBookingView(guestId: string, paymentIntentId: string): Promise<BookingView> {
  const booking = await guestBookingByPaymentIntent(guestId, paymentIntentId);
  const host = booking.status === 'confirmed' ? await getUser(booking.hostId) : null;
  return toBookingView(booking, nowMs(), { hostForGuest: host });
}
