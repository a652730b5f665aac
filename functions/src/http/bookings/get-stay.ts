import type { StayView } from '@worknest/shared/stay-view';
import { getStay } from '../../domain/stays/get-stay';
import { defineHandler } from '../../middleware/define-handler';
import { bookingIdParams } from './booking-inputs';

/**
 * `GET /api/bookings/{id}` (issue 41): the stay page's booking for its guest or host (404 for
 * anyone else), with the address and the arrival guide while it is confirmed.
 */
export const handler = defineHandler({ params: bookingIdParams }, async ({ params, session }): Promise<StayView> => getStay(session, params.id));
