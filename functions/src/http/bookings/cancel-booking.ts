import type { CancelBookingResponse } from '@worknest/shared/booking';
import { toBookingView } from '../../domain/bookings/booking-view';
import { cancelCheckout } from '../../domain/bookings/cancel-checkout';
import { defineHandler } from '../../middleware/define-handler';
import { nowMs } from '../../clock';
import { paymentIntentBody } from './booking-inputs';

/**
 * `POST /api/bookings/cancel {paymentIntentId}`: the guest leaves the checkout. Cancels the
 * PaymentIntent and gives the held nights back at once. The booking's guest only, unpaid only
 * (409 once paid); again, it answers the cancelled booking.
 */
export const handler = defineHandler({ body: paymentIntentBody }, async ({ body, session }): Promise<CancelBookingResponse> => {
  const { outcome, booking } = await cancelCheckout(session.userId, body.paymentIntentId);
  return { outcome, booking: toBookingView(booking, nowMs()) };
});
