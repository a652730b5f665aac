import { photoUrlOfKey, servedKeyOfStaged } from '@worknest/shared/listing-options';
import type { PhotoUploadTarget } from '@worknest/shared/photo-upload-rules';
import { presignPhotoPut } from '../../adapters/photo-storage';
import { newStagedPhotoKey } from '../../domain/uploads/photo-keys';
import { countPhotoUpload } from '../../domain/uploads/upload-limits';
import { defineHandler } from '../../middleware/define-handler';
import { photoUploadBody } from './upload-inputs';

/**
 * `POST /api/objects/upload {filename, contentType, size}`: a presigned PUT for one photo under the
 * caller's own staging prefix, counted against the daily upload limit. S3 refuses the PUT unless
 * it carries exactly the declared image content type and length, so the 10 MB and image-only
 * rules hold at the bucket too. `url` is the photo's served path: saving a listing with it checks
 * the staged bytes and copies them there.
 */
export const handler = defineHandler({ body: photoUploadBody }, async ({ body, session }): Promise<PhotoUploadTarget> => {
  await countPhotoUpload(session.userId);
  const key = newStagedPhotoKey(session.userId);
  const uploadURL = await presignPhotoPut(key, body.contentType, body.size);
  return { uploadURL, url: photoUrlOfKey(servedKeyOfStaged(key)), key, method: 'PUT', headers: { 'Content-Type': body.contentType } };
});
