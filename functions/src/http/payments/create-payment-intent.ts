import { startPayment } from '../../domain/bookings/start-payment';
import { ensureMayBookListing } from '../../domain/safety/booking-block';
import { defineHandler } from '../../middleware/define-handler';
import { paymentIntentBody } from './payment-intent-inputs';

/**
 * `POST /api/create-payment-intent {listingId, checkIn, checkOut, numberOfGuests}` →
 * `{clientSecret, totalAmount, serviceFee, nights, listingTitle, …}`. Holds the nights for 30
 * minutes in a pending booking; every amount is computed on the server.
 */
export const handler = defineHandler({ body: paymentIntentBody }, async ({ body, session }) => {
  // Issue 39: a blocked pair cannot book or request each other's homes (checked before anything is held).
  await ensureMayBookListing(session.userId, body.listingId);
  return startPayment(session, body);
});
