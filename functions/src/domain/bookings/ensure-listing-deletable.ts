import { addDays, LISTING_DELETE_MESSAGES, utcDate } from '@worknest/shared/booking';
import { THROWN_MESSAGE_CODES } from '@worknest/shared/message-codes';
import { ConflictError } from '../errors';
import { nowMs } from '../../clock';
import { listTakenNights } from '../../store/nights';

/**
 * A listing with stays ahead cannot be deleted (by its host or by an admin): a booked night from
 * tonight on belongs to a paid stay that has not ended, and a live hold to a guest paying right
 * now. Reads the listing's night items from today (one Query, docs/data-model.md B5). 409 with
 * the date from which deleting works, so the host knows when to come back.
 *
 * A guest who pays after their hold ran out and after the listing was deleted is refunded by the
 * confirmation (its transaction checks that the listing still exists).
 */
export async function ensureListingDeletable(listingId: string): Promise<void> {
  const now = nowMs();
  // Nights imported calendars block (issue 20) belong to no guest.
  const taken = (await listTakenNights(listingId, now, utcDate(now))).filter((night) => night.state !== 'blocked');
  const booked = taken.filter((night) => night.state === 'booked').map((night) => night.night).sort();
  if (booked.length > 0) {
    const day = addDays(booked.at(-1)!, 1);
    // Issue 40 part 2 (ADR 0186): the day as a value, so the SPA writes it in the reader's language.
    throw new ConflictError(LISTING_DELETE_MESSAGES.upcomingBookingsUntil(day), 'listing_has_upcoming_bookings').coded(THROWN_MESSAGE_CODES.listingDeleteUpcomingBookingsUntil, { day });
  }
  if (taken.length > 0) throw new ConflictError(LISTING_DELETE_MESSAGES.checkoutInProgress, 'listing_has_checkout_in_progress');
}
