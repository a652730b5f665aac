import { paymentIntentIdSchema, type BookingView } from '@worknest/shared/booking';
import * as z from 'zod';
import { guestBookingView } from '../../domain/bookings/guest-booking';
import { defineHandler } from '../../middleware/define-handler';

const params = z.object({ id: paymentIntentIdSchema });

/**
 * `GET /api/bookings/by-payment-intent/{id}`: the booking paid (or being paid) with this
 * PaymentIntent, for the success page. Its guest only; for anyone else it does not exist.
 */
export const handler = defineHandler({ params }, async ({ params, session }): Promise<BookingView> => guestBookingView(session.userId, params.id));
