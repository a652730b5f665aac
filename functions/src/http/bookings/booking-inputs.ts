import { BOOKING_NOT_FOUND_MESSAGE, PAYMENT_INTENT_ID_PATTERN, PAYMENT_NOT_FOUND_MESSAGE } from '@worknest/shared/booking-rules';
import { oneOf, optional, optionalInput, plainObject, text, uuid } from '../../validation/plain-schema';

/**
 * The booking routes' inputs, checked without zod (issue 15: the Stripe routes then bundle no
 * zod). Each stands for the zod schema of @worknest/shared/booking named beside it, with the same
 * rules and messages (booking-inputs.test.ts compares both on the same samples).
 */

/** `{id}` of a booking: `bookingIdParamsSchema`. */
export const bookingIdParams = plainObject({ id: uuid(BOOKING_NOT_FOUND_MESSAGE) });

/** A PaymentIntent id: `paymentIntentIdSchema`. */
export const paymentIntentIdField = text({ typeMessage: PAYMENT_NOT_FOUND_MESSAGE, pattern: { regex: PAYMENT_INTENT_ID_PATTERN, message: PAYMENT_NOT_FOUND_MESSAGE } });

/** `POST /api/bookings/confirm` and `/api/bookings/cancel`: `confirmBookingSchema`, `cancelBookingSchema`. */
export const paymentIntentBody = plainObject({ paymentIntentId: paymentIntentIdField });

/** `{id}` of `GET /api/bookings/by-payment-intent/{id}`. */
export const paymentIntentParams = plainObject({ id: paymentIntentIdField });

/** `POST /api/bookings/{id}/cancellation`, optional body: `cancelStayRequestSchema`. */
export const cancelStayBody = optionalInput(plainObject({ expectedStatus: optional(oneOf(['confirmed', 'requested'])) }, { strict: true }));
