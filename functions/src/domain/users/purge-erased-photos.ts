import { deletePhotosUnder } from '../../adapters/photo-storage';
import { logger } from '../../logging/logger';
import { deletePhotoPurge, listPhotoPurges } from '../../store/photo-purges';

/** Purges one job run takes on (each deletes at most a few pages of objects). */
const PURGES_PER_RUN = 25;

/**
 * The purge-erased-photos job: deletes the objects of every purge an erasure recorded
 * (schedule-photo-purge.ts), then its marker. Idempotent and safe against itself (deleting a missing object is fine); a failure is logged
 * and retried by the next run; no new purge starts after `deadlineMs` (performance.now() time).
 */
export async function purgeErasedPhotos(deadlineMs: number): Promise<{ purged: number; photos: number; left: number; failed: number }> {
  const summary = { purged: 0, photos: 0, left: 0, failed: 0 };
  for (const purge of await listPhotoPurges(PURGES_PER_RUN)) {
    if (performance.now() >= deadlineMs) {
      summary.left += 1;
      continue;
    }
    try {
      for (const prefix of purge.prefixes) summary.photos += await deletePhotosUnder(prefix);
      if (await deletePhotoPurge(purge)) summary.purged += 1;
      else summary.left += 1;
    } catch (error) {
      summary.failed += 1;
      logger.warn('photo purge failed; the next run retries it', { userId: purge.userId, error: error as Error });
    }
  }
  return summary;
}
