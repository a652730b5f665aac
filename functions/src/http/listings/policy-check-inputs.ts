import { BOOKING_MESSAGES, isCalendarDate } from '@worknest/shared/booking-rules';
import { optional, plainObject, text } from '../../validation/plain-schema';

const stayDate = text({ typeMessage: BOOKING_MESSAGES.datesRequired, refine: { test: isCalendarDate, message: BOOKING_MESSAGES.datesRequired } });

/**
 * `GET /api/listings/{id}/policy-check?checkIn&checkOut&numberOfGuests` (issue 35): the dates as
 * the booking panel sends them (numberOfGuests is taken and checked, the policy does not weigh it).
 */
export const stayQuery = plainObject(
  {
    checkIn: stayDate,
    checkOut: stayDate,
    numberOfGuests: optional(text({ pattern: { regex: /^[1-9][0-9]{0,2}$/, message: BOOKING_MESSAGES.minimumGuests } })),
  },
  { refine: { test: (stay) => stay.checkOut > stay.checkIn, message: BOOKING_MESSAGES.checkOutAfterCheckIn, path: ['checkOut'] } },
);
