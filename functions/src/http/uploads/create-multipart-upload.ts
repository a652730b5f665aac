import { startPhotoUpload } from '../../domain/uploads/start-photo-upload';
import { defineHandler } from '../../middleware/define-handler';
import { multipartCreateBody } from './upload-inputs';

/**
 * `POST /api/objects/s3/multipart {filename, type, metadata: {size}}` (@uppy/aws-s3, Companion
 * protocol): starts a multipart upload of one photo under the caller's own staging prefix,
 * counted against the member's daily upload limit.
 */
export const handler = defineHandler({ body: multipartCreateBody }, async ({ body, session }) =>
  startPhotoUpload(session.userId, body.type, body.metadata.size),
);
