import { PHOTO_MAX_BYTES } from '@worknest/shared/constants';
import { isPhotoContentType, stagedKeyOfServed } from '@worknest/shared/listing-options';
import { PHOTO_UPLOAD_MESSAGES } from '@worknest/shared/photo-upload';
import { copyCheckedPhoto, deletePhotoObjects, readPhotoHead, type PhotoHead } from '../../adapters/photo-storage';
import { sniffImageType } from './sniff-image-type';

/** Why these object facts cannot be a listing photo, or null when they can. */
function problemOf(head: PhotoHead | null): string | null {
  if (!head) return PHOTO_UPLOAD_MESSAGES.missing;
  if (head.size === 0) return PHOTO_UPLOAD_MESSAGES.empty;
  if (head.size > PHOTO_MAX_BYTES) return PHOTO_UPLOAD_MESSAGES.tooLarge;
  if (!isPhotoContentType(head.contentType)) return PHOTO_UPLOAD_MESSAGES.notImage;
  if (sniffImageType(head.firstBytes) !== head.contentType) return PHOTO_UPLOAD_MESSAGES.notWhatItClaims;
  return null;
}

/**
 * Why an uploaded object cannot be a listing photo, or null when it can: it exists, is at most
 * 10 MB, is stored with an image content type, and its bytes are that image type.
 */
export async function photoProblem(key: string): Promise<string | null> {
  return problemOf(await readPhotoHead(key));
}

/**
 * Checks a staged photo and copies exactly the checked bytes to its served key (issue 14): the
 * copy is conditional on the ETag that was checked, so a presigned PUT replayed meanwhile makes
 * it fail instead of publishing other bytes. The staged object is deleted either way (a refused
 * one at once; a copied one is no longer needed). Returns why it cannot be published, or null.
 */
export async function publishStagedPhoto(stagedKey: string, servedKey: string): Promise<string | null> {
  const head = await readPhotoHead(stagedKey);
  const problem = problemOf(head);
  if (problem) {
    if (head) await deletePhotoObjects([stagedKey]);
    return problem;
  }
  const copied = await copyCheckedPhoto(stagedKey, servedKey, head!.etag);
  await deletePhotoObjects([stagedKey]);
  return copied ? null : PHOTO_UPLOAD_MESSAGES.changed;
}

/**
 * The photo of a served key, ready to be shown: published already (a completed multipart upload,
 * or a photo of a listing) and checked, or published now from its staging key (a presigned PUT).
 * Returns why it cannot be used, or null.
 */
export async function servedPhotoProblem(servedKey: string): Promise<string | null> {
  const served = await readPhotoHead(servedKey);
  if (served) return problemOf(served);
  return publishStagedPhoto(stagedKeyOfServed(servedKey), servedKey);
}
