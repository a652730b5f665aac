import type { BookingView } from '@worknest/shared/booking';
import { guestBookingView } from '../../domain/bookings/guest-booking';
import { defineHandler } from '../../middleware/define-handler';
import { paymentIntentParams } from './booking-inputs';

/**
 * `GET /api/bookings/by-payment-intent/{id}`: the booking paid (or being paid) with this
 * PaymentIntent, for the success page. Its guest only; for anyone else it does not exist.
 */
export const handler = defineHandler({ params: paymentIntentParams }, async ({ params, session }): Promise<BookingView> => guestBookingView(session.userId, params.id));
