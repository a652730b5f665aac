import type { CancelStayResponse } from '@worknest/shared/booking';
import { toBookingView } from '../../domain/bookings/booking-view';
import { cancelStay } from '../../domain/bookings/cancel-stay';
import { defineHandler } from '../../middleware/define-handler';
import { nowMs } from '../../clock';
import { bookingIdParams, cancelStayBody } from './booking-inputs';

/**
 * `POST /api/bookings/{id}/cancellation` (issue 17): cancels a paid stay and refunds what the
 * rules give back, once however often it is called (again: `already-cancelled`). 409 for a stay
 * that is over or not confirmed; 404 for a booking that is not the caller's. A request the host has
 * not answered yet is withdrawn by its guest (`withdrawn`: the authorization released, nothing
 * charged); its host answers it with Accept or Decline instead (409).
 */
export const handler = defineHandler({ params: bookingIdParams, body: cancelStayBody }, async ({ params, body, session }): Promise<CancelStayResponse> => {
  const { outcome, booking } = await cancelStay(params.id, session, nowMs(), body?.expectedStatus);
  return { outcome, booking: toBookingView(booking, nowMs()) };
});
