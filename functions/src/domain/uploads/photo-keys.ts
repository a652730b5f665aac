import { randomUUID } from 'node:crypto';
import { STAGED_PHOTO_KEY_PATTERN, STAGED_PHOTO_PREFIX } from '@worknest/shared/listing-options';
import { PHOTO_UPLOAD_MESSAGES } from '@worknest/shared/photo-upload';
import { InvalidInputError, NotAllowedError } from '../errors';

/**
 * Photo object keys. The browser uploads to `staging/<userId>/<uuid>`; the server copies a
 * checked photo to `uploads/<userId>/<uuid>`, its served key, which nothing presigned can write
 * (issue 14). The server picks the keys, so a member only ever writes under their own prefix, and
 * the uploader's id can be read back from any photo path.
 */
export function newStagedPhotoKey(userId: string): string {
  return `${STAGED_PHOTO_PREFIX}${userId}/${randomUUID()}`;
}

/** A served key for photos the server writes itself (the demo seed, test fixtures); browsers never get one. */
export function newPhotoKey(userId: string): string {
  return `uploads/${userId}/${randomUUID()}`;
}

/** Refuses an upload key that is malformed or not a staging key (400), or under another member's prefix (403). */
export function assertOwnPhotoKey(key: string, userId: string): void {
  const match = STAGED_PHOTO_KEY_PATTERN.exec(key);
  if (!match) throw new InvalidInputError(PHOTO_UPLOAD_MESSAGES.badKey, [{ path: 'key', message: PHOTO_UPLOAD_MESSAGES.badKey }]);
  if (match[1] !== userId) throw new NotAllowedError(PHOTO_UPLOAD_MESSAGES.notYours);
}
