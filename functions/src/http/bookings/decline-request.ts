import type { RequestAnswerResponse } from '@worknest/shared/booking';
import { declineRequest } from '../../domain/bookings/booking-requests';
import { toBookingView } from '../../domain/bookings/booking-view';
import { defineHandler } from '../../middleware/define-handler';
import { nowMs } from '../../clock';
import { getUser } from '../../store/users';
import { bookingIdParams } from './booking-inputs';

/** `POST /api/bookings/{id}/decline` (issue 17): the host declines a request; the authorization is released and the nights freed. */
export const handler = defineHandler({ params: bookingIdParams }, async ({ params, session }): Promise<RequestAnswerResponse> => {
  const { outcome, booking } = await declineRequest(params.id, session, nowMs());
  return { outcome: outcome === 'already-declined' ? 'already-declined' : 'declined', booking: toBookingView(booking, nowMs(), { guestForHost: await getUser(booking.guestId) }) };
});
