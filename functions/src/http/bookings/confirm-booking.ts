import type { ConfirmBookingResponse } from '@worknest/shared/booking';
import { confirmGuestPayment } from '../../domain/bookings/confirm-guest-payment';
import { defineHandler } from '../../middleware/define-handler';
import { paymentIntentBody } from './booking-inputs';

/**
 * `POST /api/bookings/confirm {paymentIntentId}`: the browser's confirmation after the card
 * succeeded (domain/bookings/confirm-guest-payment.ts). Answers the booking; calling it again answers the
 * same booking.
 */
export const handler = defineHandler({ body: paymentIntentBody }, async ({ body, session }): Promise<ConfirmBookingResponse> =>
  confirmGuestPayment(session.userId, body.paymentIntentId),
);
