import type { BookingView } from '@worknest/shared/booking';
import { toBookingView } from '../../domain/bookings/booking-view';
import { bookCreditStay } from '../../domain/credits/credit-stays';
import { ensureMayBookListing } from '../../domain/safety/booking-block';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';
import { nowMs } from '../../clock';
import { creditStayBody } from './credit-inputs';

/**
 * `POST /api/credit-stays {listingId, checkIn, checkOut, numberOfGuests}` (issue 37): a stay paid
 * in credits, checked as any checkout. 201 with the booking (`payer: "credits"`, `creditsAmount`),
 * confirmed or, on a request listing, requested; 409 'You need N credits; you have M'.
 */
export const handler = defineHandler({ body: creditStayBody }, async ({ body, session }) => {
  await ensureMayBookListing(session.userId, body.listingId);
  const booking = await bookCreditStay(session, body);
  const view: BookingView = toBookingView(booking, nowMs());
  return json(201, view);
});
