import { BOOKING_MESSAGES, isCalendarDate, LISTING_ID_MAX_LENGTH, LISTING_NOT_FOUND_MESSAGE } from '@worknest/shared/booking-rules';
import { integer, plainObject, text } from '../../validation/plain-schema';

const stayDate = text({ typeMessage: BOOKING_MESSAGES.datesRequired, refine: { test: isCalendarDate, message: BOOKING_MESSAGES.datesRequired } });

/**
 * `POST /api/create-payment-intent` without zod (issue 15): `createPaymentIntentSchema` of
 * @worknest/shared/booking, same rules and messages (payment-intent-inputs.test.ts compares both).
 * Unknown keys (amounts, states) are dropped: the server computes them.
 */
export const stayFields = {
  listingId: text({
    typeMessage: LISTING_NOT_FOUND_MESSAGE,
    min: { length: 1, message: LISTING_NOT_FOUND_MESSAGE },
    max: { length: LISTING_ID_MAX_LENGTH, message: LISTING_NOT_FOUND_MESSAGE },
  }),
  checkIn: stayDate,
  checkOut: stayDate,
  numberOfGuests: integer({ typeMessage: BOOKING_MESSAGES.minimumGuests, intMessage: BOOKING_MESSAGES.minimumGuests, min: { value: 1, message: BOOKING_MESSAGES.minimumGuests } }),
};

/** The stay's fields as a body; a business stay's body (issue 34, business-stays/business-stay-inputs.ts) adds its own to `stayFields`. */
export const paymentIntentBody = plainObject(stayFields);
