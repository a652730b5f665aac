import { createHash } from 'node:crypto';
import { PHOTO_UPLOAD_MESSAGES } from '@worknest/shared/photo-upload';
import { hitRateLimit, type RateLimit } from '../../store/rate-limits';
import { RateLimitedError } from '../errors';

/**
 * Photo uploads a member may start per day (issue 14): ten listings' worth of photos with
 * retries to spare, far from what filling the bucket would take.
 */
export const UPLOAD_LIMIT_PER_MEMBER: RateLimit = { scope: 'photo-uploads', limit: 100, windowMs: 24 * 60 * 60_000 };

/** Counts one upload (a presigned PUT or a multipart upload) of the member; 429 past the daily limit. */
export async function countPhotoUpload(userId: string): Promise<void> {
  // A digest, not the id: the windows hold nothing personal (issue 13's erasure).
  const member = createHash('sha256').update(userId).digest('base64url').slice(0, 22);
  const wait = await hitRateLimit(UPLOAD_LIMIT_PER_MEMBER, member);
  if (wait !== null) throw new RateLimitedError(PHOTO_UPLOAD_MESSAGES.tooMany, wait, 'upload_rate_limited');
}
