import { SERVED_PHOTO_PREFIX, STAGED_PHOTO_PREFIX } from '@worknest/shared/listing-options';
import { putPhotoPurge } from '../../store/photo-purges';
import { nowIso } from '../../clock';

/**
 * An erased member's photos (issue 13; out of the request since issue 15): every object under
 * their served prefix (listing photos and photos never attached to a listing alike) and under
 * their staging prefix (uploads not yet checked). The erasure only records the purge, so its two
 * routes load no S3 client; the purge-erased-photos job (purge-erased-photos.ts) deletes the
 * objects within minutes. A presigned PUT issued before the erasure can still land in staging
 * later: the bucket's lifecycle rule expires staging objects after a day.
 */
export function erasedPhotoPrefixes(userId: string): string[] {
  return [`${SERVED_PHOTO_PREFIX}${userId}/`, `${STAGED_PHOTO_PREFIX}${userId}/`];
}

/** The erasure's part: the member's photos are to be deleted (idempotent). */
export async function schedulePhotoPurge(userId: string): Promise<void> {
  await putPhotoPurge({ userId, prefixes: erasedPhotoPrefixes(userId), requestedAt: nowIso() });
}
