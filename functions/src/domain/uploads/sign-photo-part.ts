import { UPLOAD } from '@worknest/shared/constants';
import { PHOTO_UPLOAD_MESSAGES } from '@worknest/shared/photo-upload';
import { presignPartUpload } from '../../adapters/photo-storage';
import { photoUploadSize } from '../../store/photo-uploads';
import { InvalidInputError, NotFoundError } from '../errors';
import { assertOwnPhotoKey } from './photo-keys';
import { UPLOAD_NOT_FOUND } from './with-upload';

/**
 * The length of part `partNumber` of a photo of `size` bytes in parts of UPLOAD.minPartBytes (the
 * web's chunk size), or null when the photo has no such part.
 */
export function partLength(size: number, partNumber: number): number | null {
  const length = Math.min(UPLOAD.minPartBytes, size - (partNumber - 1) * UPLOAD.minPartBytes);
  return length > 0 ? length : null;
}

/**
 * A presigned URL for one part of the caller's own multipart upload, signed with the exact
 * length that part has for the size declared when the upload started (issue 14): S3 refuses a
 * part of any other length, so an upload cannot grow past what was declared and checked.
 */
export async function signPhotoPart(userId: string, key: string, uploadId: string, partNumber: number): Promise<{ url: string }> {
  assertOwnPhotoKey(key, userId);
  const size = await photoUploadSize(uploadId, userId, key);
  if (size === null) throw new NotFoundError(UPLOAD_NOT_FOUND);
  const length = partLength(size, partNumber);
  if (length === null) throw new InvalidInputError(PHOTO_UPLOAD_MESSAGES.badPart, [{ path: 'partNumber', message: PHOTO_UPLOAD_MESSAGES.badPart }]);
  return { url: await presignPartUpload(key, uploadId, partNumber, length) };
}
