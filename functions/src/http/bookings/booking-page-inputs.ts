import { HOST_STAY_PERIOD_MESSAGE, hostStayPeriods } from '@worknest/shared/booking-rules';
import { integer, oneOf, optional, plainObject, text, withDefault } from '../../validation/plain-schema';

export const BOOKING_PAGE_SIZE_DEFAULT = 50;
export const BOOKING_PAGE_SIZE_MAX = 100;

/** `?limit=&cursor=` of the booking lists, checked without zod (issue 15; booking-page-inputs.test.ts compares it with the zod schema it replaced). */
const pageFields = {
  limit: withDefault(integer({ coerce: true, min: { value: 1 }, max: { value: BOOKING_PAGE_SIZE_MAX } }), BOOKING_PAGE_SIZE_DEFAULT),
  cursor: optional(text({ max: { length: 2000 } })),
};

export const bookingPageQuery = plainObject(pageFields);

/** `GET /api/bookings/host?when=upcoming|past&limit=&cursor=`: the page and `hostStayPeriodSchema` (optional). */
export const hostBookingsQuery = plainObject({ ...pageFields, when: optional(oneOf(hostStayPeriods, HOST_STAY_PERIOD_MESSAGE)) });
