import { utcDate } from '@worknest/shared/booking-rules';
import { nowMs } from '../../clock';
import type { ListingRecord } from '../../store/listings';
import { listTakenNights, type TakenNight } from '../../store/nights';

/**
 * The nights of a listing that cannot be booked (yyyy-MM-dd, from today on), for the detail
 * page's calendar: booked nights and nights held by a checkout in progress. The viewer's own
 * holds are left out: a guest who goes back from the checkout may pick those nights again (a new
 * checkout replaces their hold).
 */
export async function blockedDates(listing: ListingRecord, viewer?: { userId: string }): Promise<string[]> {
  return blockedOf(await takenNightsAhead(listing.id), viewer);
}

/** The listing's taken nights from today on: needs only the id, so it can be read alongside the listing. */
export function takenNightsAhead(listingId: string): Promise<TakenNight[]> {
  const now = nowMs();
  return listTakenNights(listingId, now, utcDate(now));
}

/** blockedDates from nights already read. */
export function blockedOf(taken: TakenNight[], viewer?: { userId: string }): string[] {
  const blocked = taken.filter((night) => night.state === 'booked' || night.guestId !== viewer?.userId).map((night) => night.night);
  return [...new Set(blocked)].sort();
}
