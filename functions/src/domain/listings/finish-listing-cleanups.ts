import { deletePhotoObjects } from '../../adapters/photo-storage';
import { logger } from '../../logging/logger';
import { listListingCleanups, type ListingCleanup } from '../../store/listing-cleanups';
import { onListingDeleted } from './on-listing-deleted';

/** A clean-up is retried by the job only once its request had time to finish it. */
const JOB_GRACE_MS = 60_000;
/** Clean-ups one job run takes on (each bounded by the run's own deadline). */
const CLEANUPS_PER_RUN = 25;

/**
 * The finish-listing-cleanups job: every clean-up marker older than a minute (its request is over)
 * is finished: photo objects, nights, conversations, review stats. Idempotent and safe against
 * itself (every step is); stops starting new clean-ups at `deadlineMs`.
 */
export async function finishListingCleanups(nowMs: number, deadlineMs: number): Promise<{ finished: number; left: number; failed: number }> {
  const due = await listListingCleanups(new Date(nowMs - JOB_GRACE_MS).toISOString(), CLEANUPS_PER_RUN);
  const summary = { finished: 0, left: 0, failed: 0 };
  for (const cleanup of due) {
    if (performance.now() >= deadlineMs) {
      summary.left += 1;
      continue;
    }
    try {
      if (await finishOne(cleanup, deadlineMs)) summary.finished += 1;
      else summary.left += 1;
    } catch (error) {
      summary.failed += 1;
      logger.warn('listing clean-up failed; the next run retries it', { listingId: cleanup.listingId, error: error as Error });
    }
  }
  return summary;
}

async function finishOne(cleanup: ListingCleanup, deadlineMs: number): Promise<boolean> {
  await deletePhotoObjects(cleanup.photoObjectKeys);
  return onListingDeleted({ id: cleanup.listingId }, deadlineMs);
}
