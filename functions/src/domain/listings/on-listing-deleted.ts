import { logger } from '../../logging/logger';
import { deleteListingCleanup } from '../../store/listing-cleanups';
import { deleteListingNights } from '../../store/nights';
import { clearDeletedListingFromConversations } from '../messaging/clear-deleted-listing';
import { deleteListingReviewStats } from '../../store/reviews';
import { deleteListingCalendars } from '../../store/calendar';

/**
 * Runs after a listing item is gone (its photo objects deleted by the caller, or by a job): the place
 * where other features remove or update what depends on a listing. Conversations stay but lose
 * their `listingId` (SPEC.md §3): the messaging feature calls its clean-up from here; the booking
 * feature removes its nights here. Every step is idempotent (a retry runs it again).
 *
 * Bounded in time (issue 15): each step runs its writes in parallel up to a limit and starts no
 * new work after `deadlineMs` (performance.now() time); the listing's clean-up marker, written
 * with the delete, is removed only when every step finished, so the finish-listing-cleanups job
 * (finish-listing-cleanups.ts) completes whatever a request left. This module loads no S3 client:
 * the erasure routes import it (their photos go with the purge-erased-photos job).
 *
 * @returns true when the clean-up is complete.
 */
export async function onListingDeleted(listing: { id: string }, deadlineMs = Number.POSITIVE_INFINITY): Promise<boolean> {
  const inTime = () => performance.now() < deadlineMs;
  // Bookings: the night items (holds and booked nights) go; bookings stay as the guests' history.
  if (!(await deleteListingNights(listing.id, inTime))) return false;
  // Messaging: conversations about it stay, without the listing (SPEC.md §3).
  if (!(await clearDeletedListingFromConversations(listing.id, inTime)).finished) return false;
  // Reviews: they belong to the stays and stay with them; the listing's average and count go.
  await deleteListingReviewStats(listing.id);
  // Calendar sync (issue 20): its feed URL stops working, its imports stop syncing.
  await deleteListingCalendars(listing.id);
  await deleteListingCleanup(listing.id);
  return true;
}

/** How long a request spends on a deleted listing's clean-up before leaving the rest to the job. */
export const REQUEST_CLEANUP_BUDGET_MS = 4_000;

/**
 * The request's part: the clean-up within REQUEST_CLEANUP_BUDGET_MS. A failure is logged, not
 * thrown: the listing is gone already, and the job finishes the clean-up.
 */
export async function cleanUpAfterDelete(listing: { id: string }): Promise<boolean> {
  try {
    const finished = await onListingDeleted(listing, performance.now() + REQUEST_CLEANUP_BUDGET_MS);
    if (!finished) logger.info('listing clean-up left to the job', { listingId: listing.id });
    return finished;
  } catch (error) {
    logger.warn('listing clean-up failed; the job retries it', { listingId: listing.id, error: error as Error });
    return false;
  }
}
