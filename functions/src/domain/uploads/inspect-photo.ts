import { PHOTO_MAX_BYTES } from '@worknest/shared/constants';
import { isPhotoContentType } from '@worknest/shared/listing';
import { PHOTO_UPLOAD_MESSAGES } from '@worknest/shared/photo-upload';
import { readPhotoHead } from '../../adapters/photo-storage';
import { sniffImageType } from './sniff-image-type';

/**
 * Why an uploaded object cannot be a listing photo, or null when it can: it exists, is at most
 * 10 MB, is stored with an image content type, and its bytes are that image type.
 */
export async function photoProblem(key: string): Promise<string | null> {
  const head = await readPhotoHead(key);
  if (!head) return PHOTO_UPLOAD_MESSAGES.missing;
  if (head.size === 0) return PHOTO_UPLOAD_MESSAGES.empty;
  if (head.size > PHOTO_MAX_BYTES) return PHOTO_UPLOAD_MESSAGES.tooLarge;
  if (!isPhotoContentType(head.contentType)) return PHOTO_UPLOAD_MESSAGES.notImage;
  if (sniffImageType(head.firstBytes) !== head.contentType) return PHOTO_UPLOAD_MESSAGES.notWhatItClaims;
  return null;
}
