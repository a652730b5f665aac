import * as z from 'zod';

export const BOOKING_PAGE_SIZE_DEFAULT = 50;
export const BOOKING_PAGE_SIZE_MAX = 100;

/** `?limit=&cursor=` of the booking lists. */
export const bookingPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(BOOKING_PAGE_SIZE_MAX).default(BOOKING_PAGE_SIZE_DEFAULT),
  cursor: z.string().max(2000).optional(),
});
