import { signPhotoPart } from '../../domain/uploads/sign-photo-part';
import { defineHandler } from '../../middleware/define-handler';
import { keyQuery, partParams } from './upload-inputs';

/**
 * `GET /api/objects/s3/multipart/{uploadId}/{partNumber}?key=`: a presigned URL for one part of
 * the caller's own upload, valid only for a body of exactly that part's length for the size
 * declared at the start (issue 14). Only part numbers a 10 MB photo can have are signed.
 */
export const handler = defineHandler({ params: partParams, query: keyQuery }, async ({ params, query, session }) =>
  signPhotoPart(session.userId, query.key, params.uploadId, params.partNumber),
);
