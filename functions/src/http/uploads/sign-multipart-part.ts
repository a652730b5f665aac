import { presignPartUpload } from '../../adapters/photo-storage';
import { assertOwnPhotoKey } from '../../domain/uploads/photo-keys';
import { defineHandler } from '../../middleware/define-handler';
import { keyQuery, partParams } from './multipart-params';

/**
 * `GET /api/objects/s3/multipart/{uploadId}/{partNumber}?key=`: a presigned URL for one part of
 * the caller's own upload. Only part numbers a 10 MB photo can have are signed.
 */
export const handler = defineHandler({ params: partParams, query: keyQuery }, async ({ params, query, session }) => {
  assertOwnPhotoKey(query.key, session.userId);
  return { url: await presignPartUpload(query.key, params.uploadId, params.partNumber) };
});
