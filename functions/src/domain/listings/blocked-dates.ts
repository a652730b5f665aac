import type { ListingRecord } from '../../store/listings';

/**
 * The nights of a listing that cannot be booked (yyyy-MM-dd), for the detail page's calendar.
 * Nothing blocks a night until bookings exist: the booking feature extends this with its
 * booked and held nights.
 */
export async function blockedDates(_listing: ListingRecord): Promise<string[]> {
  return [];
}
