import type { ConfirmBookingResponse } from '@worknest/shared/booking';
import { isInvalidRequest } from '../../adapters/payments/errors';
import { retrievePaymentIntent } from '../../adapters/payments/intents';
import { nowMs } from '../../clock';
import { getUser } from '../../store/users';
import { bookingNotFound, bookingRefunded, paymentMismatch, paymentNotSucceeded } from './booking-errors';
import { toBookingView } from './booking-view';
import { confirmPaidBooking } from './confirm-paid-booking';
import { guestBookingByPaymentIntent } from './guest-booking';
import { CANCELLATION_MESSAGES } from '@worknest/shared/cancellation';
import { ConflictError } from '../errors';
import { REQUEST_MESSAGES } from './booking-requests';

/**
 * The guest's browser reports that the card succeeded. The intent is read from Stripe, never taken
 * from the client; only the booking's guest may confirm it, and calling again answers the same.
 */
export async function confirmGuestPayment(guestId: string, paymentIntentId: string): Promise<ConfirmBookingResponse> {
  const booking = await guestBookingByPaymentIntent(guestId, paymentIntentId);
  const intent = await retrievePaymentIntent(paymentIntentId).catch((error: unknown) => {
    if (isInvalidRequest(error, 'resource_missing')) throw bookingNotFound();
    throw error;
  });
  const result = await confirmPaidBooking(booking, intent);
  if (result.outcome === 'not-succeeded') throw paymentNotSucceeded();
  if (result.outcome === 'mismatch') throw paymentMismatch();
  if (result.outcome === 'refunded') throw bookingRefunded(result.booking.refundReason);
  // Issue 17: a paid stay cancelled meanwhile; a request closed before this call.
  if (result.outcome === 'cancelled') throw new ConflictError(CANCELLATION_MESSAGES.alreadyCancelled, 'booking_cancelled');
  if (result.outcome === 'request-closed') throw new ConflictError(REQUEST_MESSAGES.notRequested, 'request_closed');
  const host = await getUser(result.booking.hostId);
  return { outcome: result.outcome, booking: toBookingView(result.booking, nowMs(), { hostForGuest: host }) };
}
