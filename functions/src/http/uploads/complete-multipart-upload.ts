import { completePhotoUpload } from '../../domain/uploads/complete-photo-upload';
import { defineHandler } from '../../middleware/define-handler';
import { keyQuery, multipartCompleteBody, uploadIdParams } from './upload-inputs';

/**
 * `POST /api/objects/s3/multipart/{uploadId}/complete?key= {parts}`: assembles the caller's photo
 * and checks it (image, at most 10 MB); a photo that fails is deleted. Answers its public path.
 */
export const handler = defineHandler(
  { params: uploadIdParams, query: keyQuery, body: multipartCompleteBody },
  async ({ params, query, body, session }) => completePhotoUpload(session.userId, query.key, params.uploadId, body.parts),
);
