import { randomUUID } from 'node:crypto';
import { PHOTO_KEY_PATTERN } from '@worknest/shared/listing';
import { PHOTO_UPLOAD_MESSAGES } from '@worknest/shared/photo-upload';
import { InvalidInputError, NotAllowedError } from '../errors';

/**
 * Photo object keys: `uploads/<userId>/<uuid>`. The server picks them, so a member can only ever
 * write under their own prefix, and the uploader's id can be read back from any photo path.
 */
export function newPhotoKey(userId: string): string {
  return `uploads/${userId}/${randomUUID()}`;
}

/** Refuses a key that is malformed (400) or under another member's prefix (403). */
export function assertOwnPhotoKey(key: string, userId: string): void {
  const match = PHOTO_KEY_PATTERN.exec(key);
  if (!match) throw new InvalidInputError(PHOTO_UPLOAD_MESSAGES.badKey, [{ path: 'key', message: PHOTO_UPLOAD_MESSAGES.badKey }]);
  if (match[1] !== userId) throw new NotAllowedError(PHOTO_UPLOAD_MESSAGES.notYours);
}
