import * as z from 'zod';
import { PHOTO_MAX_BYTES } from './constants';
import { isPhotoContentType, STAGED_PHOTO_KEY_PATTERN } from './listing-options';
import { PHOTO_FILENAME_MAX_LENGTH, PHOTO_MAX_PARTS, PHOTO_UPLOAD_MESSAGES, UPLOAD_ETAG_MAX_LENGTH } from './photo-upload-rules';

/**
 * The photo upload requests (zod). Messages, limits and the answer's shape live in
 * ./photo-upload-rules so that importing them does not load zod; they are re-exported here.
 */
export * from './photo-upload-rules';

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

const filenameField = z.string().trim().min(1).max(PHOTO_FILENAME_MAX_LENGTH);

/** `POST /api/objects/upload`: one presigned PUT for one photo. */
export const photoUploadRequestSchema = z.object({
  filename: filenameField,
  contentType: contentTypeField,
  size: sizeField,
});
export type PhotoUploadRequest = z.input<typeof photoUploadRequestSchema>;

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
    .array(z.object({ PartNumber: partNumberField, ETag: z.string().min(1).max(UPLOAD_ETAG_MAX_LENGTH) }), { error: PHOTO_UPLOAD_MESSAGES.badParts })
    .min(1, PHOTO_UPLOAD_MESSAGES.badParts)
    .max(PHOTO_MAX_PARTS, PHOTO_UPLOAD_MESSAGES.badParts),
});
