import { multipartCreateRequestSchema } from '@worknest/shared/photo-upload';
import { startMultipartUpload } from '../../adapters/photo-storage';
import { newPhotoKey } from '../../domain/uploads/photo-keys';
import { defineHandler } from '../../middleware/define-handler';

/**
 * `POST /api/objects/s3/multipart {filename, type, metadata: {size}}` (@uppy/aws-s3, Companion
 * protocol): starts a multipart upload of one photo under the caller's own prefix.
 */
export const handler = defineHandler({ body: multipartCreateRequestSchema }, async ({ body, session }) => {
  const key = newPhotoKey(session.userId);
  const uploadId = await startMultipartUpload(key, body.type);
  return { uploadId, key };
});
