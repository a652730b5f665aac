import type { RequestAnswerResponse } from '@worknest/shared/booking';
import { acceptRequest } from '../../domain/bookings/booking-requests';
import { toBookingView } from '../../domain/bookings/booking-view';
import { defineHandler } from '../../middleware/define-handler';
import { nowMs } from '../../clock';
import { getUser } from '../../store/users';
import { bookingIdParams } from './booking-inputs';

/** `POST /api/bookings/{id}/accept` (issue 17): the host accepts a request; the payment is captured and the stay confirmed. */
export const handler = defineHandler({ params: bookingIdParams }, async ({ params, session }): Promise<RequestAnswerResponse> => {
  const { outcome, booking } = await acceptRequest(params.id, session, nowMs());
  return { outcome, booking: toBookingView(booking, nowMs(), { guestForHost: await getUser(booking.guestId) }) };
});
