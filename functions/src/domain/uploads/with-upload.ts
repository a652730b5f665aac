import { isNoSuchUpload } from '../../adapters/photo-storage';
import { NotFoundError } from '../errors';

export const UPLOAD_NOT_FOUND = 'Upload not found. It may have been completed or cancelled.';

/** Runs an S3 call on one multipart upload; an upload S3 does not know answers 404. */
export async function withUploadOf<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isNoSuchUpload(error)) throw new NotFoundError(UPLOAD_NOT_FOUND);
    throw error;
  }
}
