import type { BookingView } from '@worknest/shared/booking';
import { bookBusinessStay } from '../../domain/billing/business-stays';
import { toBookingView } from '../../domain/bookings/booking-view';
import { ensureMayBookListing } from '../../domain/safety/booking-block';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';
import { nowMs } from '../../clock';
import { businessStayBody } from './business-stay-inputs';

/**
 * `POST /api/business-stays {listingId, checkIn, checkOut, numberOfGuests, purpose, costCentre?}`
 * (issue 34): a stay the member's company pays, checked as a private checkout is. 201 with the
 * booking (`payer: "company"`, `confirmed`, or `requested` on a request listing); 402 when the
 * company card refuses; 409 when the company has not set up business stays.
 */
export const handler = defineHandler({ body: businessStayBody }, async ({ body, session }) => {
  // Issue 39: a blocked pair cannot book each other's homes, whoever pays.
  await ensureMayBookListing(session.userId, body.listingId);
  const booking = await bookBusinessStay(session, body);
  const view: BookingView = toBookingView(booking, nowMs());
  return json(201, view);
});
