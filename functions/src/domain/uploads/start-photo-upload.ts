import { startMultipartUpload } from '../../adapters/photo-storage';
import { putPhotoUpload } from '../../store/photo-uploads';
import { newStagedPhotoKey } from './photo-keys';
import { countPhotoUpload } from './upload-limits';

/**
 * Starts a multipart upload of one photo under the member's staging prefix, counted against the
 * daily upload limit; the declared size is recorded, as it fixes each part's signed length.
 */
export async function startPhotoUpload(userId: string, contentType: string, size: number): Promise<{ uploadId: string; key: string }> {
  await countPhotoUpload(userId);
  const key = newStagedPhotoKey(userId);
  const uploadId = await startMultipartUpload(key, contentType);
  await putPhotoUpload(uploadId, { userId, key, size });
  return { uploadId, key };
}
