import Stripe from 'stripe';
import { confirmBookingSchema, type ConfirmBookingResponse } from '@worknest/shared/booking';
import { payments } from '../../adapters/payments';
import { bookingNotFound, bookingRefunded, paymentMismatch, paymentNotSucceeded } from '../../domain/bookings/booking-errors';
import { toBookingView } from '../../domain/bookings/booking-view';
import { confirmPaidBooking } from '../../domain/bookings/confirm-paid-booking';
import { REQUEST_MESSAGES } from '../../domain/bookings/booking-requests';
import { ConflictError } from '../../domain/errors';
import { defineHandler } from '../../middleware/define-handler';
import { CANCELLATION_MESSAGES } from '@worknest/shared/cancellation';
import { getBooking, getBookingIdByPaymentIntent } from '../../store/bookings';
import { nowMs } from '../../store/clock';
import { getUser } from '../../store/users';

/**
 * `POST /api/bookings/confirm {paymentIntentId}`: the browser's confirmation after the card
 * succeeded. The intent is read from Stripe, never taken from the client; only the booking's
 * guest may confirm it. Answers the booking; calling it again answers the same booking.
 */
export const handler = defineHandler({ body: confirmBookingSchema }, async ({ body, session }): Promise<ConfirmBookingResponse> => {
  // Our own lookup first: an intent that is not one of our bookings' is "not found" for everyone.
  const bookingId = await getBookingIdByPaymentIntent(body.paymentIntentId);
  const booking = bookingId ? await getBooking(bookingId) : null;
  if (!booking || booking.guestId !== session.userId) throw bookingNotFound();

  const { stripe } = await payments();
  const intent = await stripe.paymentIntents.retrieve(body.paymentIntentId).catch((error: unknown) => {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') throw bookingNotFound();
    throw error;
  });
  const result = await confirmPaidBooking(booking, intent);
  if (result.outcome === 'not-succeeded') throw paymentNotSucceeded();
  if (result.outcome === 'mismatch') throw paymentMismatch();
  if (result.outcome === 'refunded') throw bookingRefunded(result.booking.refundReason);
  if (result.outcome === 'cancelled') throw new ConflictError(CANCELLATION_MESSAGES.alreadyCancelled, 'booking_cancelled');
  if (result.outcome === 'request-closed') throw new ConflictError(REQUEST_MESSAGES.notRequested, 'request_closed');
  const host = await getUser(result.booking.hostId);
  return { outcome: result.outcome, booking: toBookingView(result.booking, nowMs(), { hostForGuest: host }) };
});
