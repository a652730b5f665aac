import { addDays, checkStay, utcDate, type StayRequest } from '@worknest/shared/booking';
import { InvalidInputError } from '../errors';
import type { ListingRecord } from '../../store/listings';
import { listTakenNights } from '../../store/nights';

/**
 * Applies the booking rules of SPEC §5 to a stay, with the nights taken right now, and throws
 * their message as a 400. This is the fast, friendly check; the transaction that writes the holds
 * is the one that guarantees no night is taken twice. The guest's own holds do not block them
 * (a new checkout replaces them).
 */
export async function ensureAvailable(listing: ListingRecord, stay: StayRequest, guestId: string, nowMs: number): Promise<void> {
  const today = utcDate(nowMs);
  const hasRange = typeof stay.checkIn === 'string' && typeof stay.checkOut === 'string' && stay.checkIn < stay.checkOut;
  const taken = hasRange ? await listTakenNights(listing.id, nowMs, stay.checkIn!, addDays(stay.checkOut!, -1)) : [];
  const blockedDates = taken.filter((night) => night.state === 'booked' || night.guestId !== guestId).map((night) => night.night);
  const issue = checkStay(
    stay,
    {
      minNights: listing.minNights,
      maxNights: listing.maxNights,
      advanceNoticeDays: listing.advanceNoticeDays,
      maxGuests: listing.maxGuests,
      availableDates: listing.availableDates,
      blockedDates,
    },
    today,
  );
  if (issue) {
    const path = issue.field === 'dates' ? 'checkIn' : 'numberOfGuests';
    throw new InvalidInputError(issue.message, [{ path, message: issue.message }], 'validation_failed');
  }
}
