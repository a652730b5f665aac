import type { ListingRecord } from '../../store/listings';
import { deleteListingNights } from '../../store/nights';
import { clearDeletedListingFromConversations } from '../messaging/clear-deleted-listing';
import { deleteListingReviewStats } from '../../store/reviews';
import { deleteListingCalendars } from '../../store/calendar';

/**
 * Runs after a listing and its photos are gone: the place where other features remove or update
 * what depends on a listing. Conversations stay but lose their `listingId` (SPEC.md §3): the
 * messaging feature calls its clean-up from here; the booking feature removes its nights here.
 * Every step must be idempotent (a retried delete may run it twice).
 */
export async function onListingDeleted(listing: ListingRecord): Promise<void> {
  // Listings themselves own nothing else yet: the listing item and its photo claims are deleted
  // in one transaction by deleteListing, its photo objects right after.
  // Bookings: the night items (holds and booked nights) go; bookings stay as the guests' history.
  await deleteListingNights(listing.id);
  // Messaging: conversations about it stay, without the listing (SPEC.md §3).
  await clearDeletedListingFromConversations(listing.id);
  // Reviews: they belong to the stays and stay with them; the listing's average and count go.
  await deleteListingReviewStats(listing.id);
  // Calendar sync (issue 20): its feed URL stops working, its imports stop syncing.
  await deleteListingCalendars(listing.id);
}
