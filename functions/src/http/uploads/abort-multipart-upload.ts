import { abortMultipartUpload } from '../../adapters/photo-storage';
import { assertOwnPhotoKey } from '../../domain/uploads/photo-keys';
import { withUploadOf } from '../../domain/uploads/with-upload';
import { defineHandler } from '../../middleware/define-handler';
import { noContent } from '../../middleware/responses';
import { keyQuery, uploadIdParams } from './upload-inputs';

/** `DELETE /api/objects/s3/multipart/{uploadId}?key=`: abandons the caller's upload and its parts. */
export const handler = defineHandler({ params: uploadIdParams, query: keyQuery }, async ({ params, query, session }) => {
  assertOwnPhotoKey(query.key, session.userId);
  await withUploadOf(() => abortMultipartUpload(query.key, params.uploadId));
  return noContent();
});
