import { createPaymentIntentSchema } from '@worknest/shared/booking';
import { startPayment } from '../../domain/bookings/start-payment';
import { defineHandler } from '../../middleware/define-handler';

/**
 * `POST /api/create-payment-intent {listingId, checkIn, checkOut, numberOfGuests}` →
 * `{clientSecret, totalAmount, serviceFee, nights, listingTitle, …}`. Holds the nights for 30
 * minutes in a pending booking; every amount is computed on the server.
 */
export const handler = defineHandler({ body: createPaymentIntentSchema }, async ({ body, session }) => startPayment(session, body));
