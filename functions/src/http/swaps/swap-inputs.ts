import { BOOKING_MESSAGES, isCalendarDate, LISTING_ID_MAX_LENGTH, LISTING_NOT_FOUND_MESSAGE } from '@worknest/shared/booking-rules';
import { SWAP_MESSAGE_MAX_LENGTH, SWAP_MESSAGES } from '@worknest/shared/swap-rules';
import { integer, nullish, objectField, optional, plainObject, text, uuid } from '../../validation/plain-schema';

/** Issue 37: the bodies of the swap routes, without zod. */

const stayDate = text({ typeMessage: BOOKING_MESSAGES.datesRequired, refine: { test: isCalendarDate, message: BOOKING_MESSAGES.datesRequired } });

const swapStay = objectField(
  {
    checkIn: stayDate,
    checkOut: stayDate,
    numberOfGuests: integer({ typeMessage: BOOKING_MESSAGES.minimumGuests, intMessage: BOOKING_MESSAGES.minimumGuests, min: { value: 1, message: BOOKING_MESSAGES.minimumGuests } }),
  },
  { typeMessage: SWAP_MESSAGES.stay },
);

const listingId = text({ typeMessage: LISTING_NOT_FOUND_MESSAGE, min: { length: 1, message: LISTING_NOT_FOUND_MESSAGE }, max: { length: LISTING_ID_MAX_LENGTH, message: LISTING_NOT_FOUND_MESSAGE } });

/** `POST /api/swaps`. */
export const proposeSwapBody = plainObject({
  myListingId: listingId,
  theirListingId: listingId,
  myStay: swapStay,
  theirStay: swapStay,
  message: nullish(text({ typeMessage: SWAP_MESSAGES.message, max: { length: SWAP_MESSAGE_MAX_LENGTH, message: SWAP_MESSAGES.message } })),
});

/** `POST /api/swaps/{id}/counter`: new dates for one or both stays. */
export const counterSwapBody = plainObject({ myStay: optional(swapStay), theirStay: optional(swapStay) });

/** `{id}` of a swap. */
export const swapIdParams = plainObject({ id: uuid(SWAP_MESSAGES.swapNotFound) });
