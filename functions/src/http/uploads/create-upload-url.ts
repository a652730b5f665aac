import { photoUrlOfKey } from '@worknest/shared/listing';
import { photoUploadRequestSchema, type PhotoUploadTarget } from '@worknest/shared/photo-upload';
import { presignPhotoPut } from '../../adapters/photo-storage';
import { newPhotoKey } from '../../domain/uploads/photo-keys';
import { defineHandler } from '../../middleware/define-handler';

/**
 * `POST /api/objects/upload {filename, contentType, size}`: a presigned PUT for one photo under the
 * caller's own prefix. S3 refuses the PUT unless it carries exactly the declared image content
 * type and length, so the 10 MB and image-only rules hold at the bucket too.
 */
export const handler = defineHandler({ body: photoUploadRequestSchema }, async ({ body, session }): Promise<PhotoUploadTarget> => {
  const key = newPhotoKey(session.userId);
  const uploadURL = await presignPhotoPut(key, body.contentType, body.size);
  return { uploadURL, url: photoUrlOfKey(key), key, method: 'PUT', headers: { 'Content-Type': body.contentType } };
});
