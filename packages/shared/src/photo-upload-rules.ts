import { PHOTO_MAX_BYTES, UPLOAD } from './constants';

/**
 * Photo uploads: messages, limits and the answer's shape, without zod (issue 15: the upload
 * functions check their inputs by hand, functions/src/http/uploads/upload-inputs.ts). The request
 * schemas are in ./photo-upload, which re-exports this module.
 */

/** What the photo upload endpoints answer when they refuse (the uploader shows them). */
export const PHOTO_UPLOAD_MESSAGES = {
  notImage: 'Only image files can be uploaded (JPEG, PNG, WebP, GIF or AVIF)',
  tooLarge: 'Photos must be 10 MB or smaller',
  empty: 'This photo is empty',
  notYours: 'This upload belongs to someone else',
  missing: 'Photo not found. Please upload it again.',
  notWhatItClaims: 'This file is not the image type it claims to be',
  inUse: 'This photo is already used by another listing',
  badKey: 'Invalid upload key',
  badPart: 'Invalid part number',
  badParts: 'Invalid list of parts',
  changed: 'This photo changed while it was being checked. Please upload it again.',
  tooMany: 'You have uploaded too many photos today. Please try again tomorrow.',
} as const;

/**
 * Photos upload in parts of UPLOAD.minPartBytes (5 MB, S3's minimum), so a photo of at most
 * 10 MB has at most this many parts; the server refuses to sign any other part number.
 */
export const PHOTO_MAX_PARTS = Math.ceil(PHOTO_MAX_BYTES / UPLOAD.minPartBytes);

/** A file name as the uploader sends it, after trimming. */
export const PHOTO_FILENAME_MAX_LENGTH = 255;
/** The id S3 gives a multipart upload, as the path carries it. */
export const UPLOAD_ID_MAX_LENGTH = 1024;
/** A part's ETag as the uploader sends it back on completion. */
export const UPLOAD_ETAG_MAX_LENGTH = 200;

/**
 * `POST /api/objects/upload` answer: PUT the bytes to `uploadURL` with these headers; `url` goes in
 * a listing's images. `key` is the staging key the bytes go to; saving the listing checks them
 * and copies them to `url`'s served key.
 */
export interface PhotoUploadTarget {
  uploadURL: string;
  url: string;
  key: string;
  method: 'PUT';
  headers: Record<string, string>;
}
