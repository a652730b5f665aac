import * as z from 'zod';
import { PHOTO_MAX_BYTES, UPLOAD } from './constants';
import { isPhotoContentType, STAGED_PHOTO_KEY_PATTERN } from './listing';

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

const contentTypeField = z
  .string({ error: PHOTO_UPLOAD_MESSAGES.notImage })
  .trim()
  .toLowerCase()
  .refine(isPhotoContentType, PHOTO_UPLOAD_MESSAGES.notImage);

const sizeField = z.coerce
  .number({ error: PHOTO_UPLOAD_MESSAGES.tooLarge })
  .int(PHOTO_UPLOAD_MESSAGES.tooLarge)
  .min(1, PHOTO_UPLOAD_MESSAGES.empty)
  .max(PHOTO_MAX_BYTES, PHOTO_UPLOAD_MESSAGES.tooLarge);

const filenameField = z.string().trim().min(1).max(255);

/** `POST /api/objects/upload`: one presigned PUT for one photo. */
export const photoUploadRequestSchema = z.object({
  filename: filenameField,
  contentType: contentTypeField,
  size: sizeField,
});
export type PhotoUploadRequest = z.input<typeof photoUploadRequestSchema>;

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

/**
 * `POST /api/objects/s3/multipart`, as @uppy/aws-s3 sends it in its Companion mode:
 * `{filename, type, metadata}`. The web puts the file size in `metadata.size`.
 */
export const multipartCreateRequestSchema = z.object({
  filename: filenameField,
  type: contentTypeField,
  metadata: z.object({ size: sizeField }, { error: PHOTO_UPLOAD_MESSAGES.tooLarge }),
});

/** The key of an upload in progress: always a staging key (issue 14). */
export const uploadKeyField = z.string({ error: PHOTO_UPLOAD_MESSAGES.badKey }).regex(STAGED_PHOTO_KEY_PATTERN, PHOTO_UPLOAD_MESSAGES.badKey);


export const partNumberField = z.coerce
  .number({ error: PHOTO_UPLOAD_MESSAGES.badPart })
  .int(PHOTO_UPLOAD_MESSAGES.badPart)
  .min(1, PHOTO_UPLOAD_MESSAGES.badPart)
  .max(PHOTO_MAX_PARTS, PHOTO_UPLOAD_MESSAGES.badPart);

/** `POST /api/objects/s3/multipart/{uploadId}/complete`: the parts as Uppy sends them. */
export const multipartCompleteRequestSchema = z.object({
  parts: z
    .array(z.object({ PartNumber: partNumberField, ETag: z.string().min(1).max(200) }), { error: PHOTO_UPLOAD_MESSAGES.badParts })
    .min(1, PHOTO_UPLOAD_MESSAGES.badParts)
    .max(PHOTO_MAX_PARTS, PHOTO_UPLOAD_MESSAGES.badParts),
});
