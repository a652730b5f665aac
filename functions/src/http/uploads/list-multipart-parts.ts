import { listUploadedParts } from '../../adapters/photo-storage';
import { assertOwnPhotoKey } from '../../domain/uploads/photo-keys';
import { withUploadOf } from '../../domain/uploads/with-upload';
import { defineHandler } from '../../middleware/define-handler';
import { keyQuery, uploadIdParams } from './upload-inputs';

/**
 * `GET /api/objects/s3/multipart/{uploadId}?key=`: the parts S3 has received, so a paused or
 * interrupted upload resumes where it stopped.
 */
export const handler = defineHandler({ params: uploadIdParams, query: keyQuery }, async ({ params, query, session }) => {
  assertOwnPhotoKey(query.key, session.userId);
  return withUploadOf(() => listUploadedParts(query.key, params.uploadId));
});
