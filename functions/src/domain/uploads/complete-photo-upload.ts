import { photoUrlOfKey, servedKeyOfStaged } from '@worknest/shared/listing-options';
import { PHOTO_UPLOAD_MESSAGES } from '@worknest/shared/photo-upload';
import { completeMultipartUpload } from '../../adapters/photo-storage';
import { InvalidInputError } from '../errors';
import { publishStagedPhoto } from './inspect-photo';
import { assertOwnPhotoKey } from './photo-keys';
import { withUploadOf } from './with-upload';

/**
 * Completes the caller's multipart photo upload in staging, checks what was assembled (image, at
 * most 10 MB), and copies exactly those bytes to the photo's served key (issue 14). A photo that
 * fails is deleted and refused. Answers what @uppy/aws-s3 expects (`location`, `key`) plus the
 * photo's `url`.
 */
export async function completePhotoUpload(
  userId: string,
  key: string,
  uploadId: string,
  parts: readonly { PartNumber: number; ETag: string }[],
): Promise<{ location: string; key: string; url: string }> {
  assertOwnPhotoKey(key, userId);
  try {
    await withUploadOf(() => completeMultipartUpload(key, uploadId, parts));
  } catch (error) {
    const name = (error as { name?: string }).name ?? '';
    // Parts that were never uploaded, out of order, or a first part under S3's 5 MB minimum.
    if (['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall'].includes(name)) {
      throw new InvalidInputError(PHOTO_UPLOAD_MESSAGES.badParts, [{ path: 'parts', message: PHOTO_UPLOAD_MESSAGES.badParts }], 'invalid_parts');
    }
    throw error;
  }
  const servedKey = servedKeyOfStaged(key);
  const problem = await publishStagedPhoto(key, servedKey);
  if (problem) throw new InvalidInputError(problem, [{ path: 'key', message: problem }], 'invalid_photo');
  const url = photoUrlOfKey(servedKey);
  return { location: url, key: servedKey, url };
}
