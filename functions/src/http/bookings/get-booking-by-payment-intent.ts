import { paymentIntentIdSchema, type BookingView } from '@worknest/shared/booking';
import * as z from 'zod';
import { bookingNotFound } from '../../domain/bookings/booking-errors';
import { toBookingView } from '../../domain/bookings/booking-view';
import { defineHandler } from '../../middleware/define-handler';
import { getBooking, getBookingIdByPaymentIntent } from '../../store/bookings';
import { nowMs } from '../../store/clock';
import { getUser } from '../../store/users';

const params = z.object({ id: paymentIntentIdSchema });

/**
 * `GET /api/bookings/by-payment-intent/{id}`: the booking paid (or being paid) with this
 * PaymentIntent, for the success page. Its guest only; for anyone else it does not exist.
 */
export const handler = defineHandler({ params }, async ({ params, session }): Promise<BookingView> => {
  const bookingId = await getBookingIdByPaymentIntent(params.id);
  const booking = bookingId ? await getBooking(bookingId) : null;
  if (!booking || booking.guestId !== session.userId) throw bookingNotFound();
  const host = booking.status === 'confirmed' ? await getUser(booking.hostId) : null;
  return toBookingView(booking, nowMs(), { hostForGuest: host });
});
