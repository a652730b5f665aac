import { PHOTO_MAX_BYTES } from '@worknest/shared/constants';
import { isPhotoContentType, STAGED_PHOTO_KEY_PATTERN } from '@worknest/shared/listing-options';
import { PHOTO_FILENAME_MAX_LENGTH, PHOTO_MAX_PARTS, PHOTO_UPLOAD_MESSAGES, UPLOAD_ETAG_MAX_LENGTH, UPLOAD_ID_MAX_LENGTH } from '@worknest/shared/photo-upload-rules';
import { integer, listOf, objectField, plainObject, text } from '../../validation/plain-schema';

/**
 * The upload routes' inputs, checked without zod (issue 15: these functions then bundle S3 and no
 * zod). Each stands for the zod schema of @worknest/shared/photo-upload named beside it, with the
 * same rules and messages (upload-inputs.test.ts compares both on the same samples).
 */

const trimmed = (value: string) => value.trim();

/** `filenameField`. */
const filename = text({ clean: trimmed, min: { length: 1 }, max: { length: PHOTO_FILENAME_MAX_LENGTH } });

/** `contentTypeField`: trimmed, lower case, one of the photo types. */
const contentType = text({
  typeMessage: PHOTO_UPLOAD_MESSAGES.notImage,
  clean: (value) => value.trim().toLowerCase(),
  refine: { test: isPhotoContentType, message: PHOTO_UPLOAD_MESSAGES.notImage },
});

/** `sizeField`: bytes, as a number or a numeric string. */
const size = integer({
  coerce: true,
  typeMessage: PHOTO_UPLOAD_MESSAGES.tooLarge,
  intMessage: PHOTO_UPLOAD_MESSAGES.tooLarge,
  min: { value: 1, message: PHOTO_UPLOAD_MESSAGES.empty },
  max: { value: PHOTO_MAX_BYTES, message: PHOTO_UPLOAD_MESSAGES.tooLarge },
});

/** `partNumberField`. */
const partNumber = integer({
  coerce: true,
  typeMessage: PHOTO_UPLOAD_MESSAGES.badPart,
  intMessage: PHOTO_UPLOAD_MESSAGES.badPart,
  min: { value: 1, message: PHOTO_UPLOAD_MESSAGES.badPart },
  max: { value: PHOTO_MAX_PARTS, message: PHOTO_UPLOAD_MESSAGES.badPart },
});

/** `POST /api/objects/upload`: `photoUploadRequestSchema`. */
export const photoUploadBody = plainObject({ filename, contentType, size });

/** `POST /api/objects/s3/multipart`: `multipartCreateRequestSchema`. */
export const multipartCreateBody = plainObject({
  filename,
  type: contentType,
  metadata: objectField({ size }, { typeMessage: PHOTO_UPLOAD_MESSAGES.tooLarge }),
});

/** `POST /api/objects/s3/multipart/{uploadId}/complete`: `multipartCompleteRequestSchema`. */
export const multipartCompleteBody = plainObject({
  parts: listOf(objectField({ PartNumber: partNumber, ETag: text({ min: { length: 1 }, max: { length: UPLOAD_ETAG_MAX_LENGTH } }) }), {
    typeMessage: PHOTO_UPLOAD_MESSAGES.badParts,
    min: { length: 1, message: PHOTO_UPLOAD_MESSAGES.badParts },
    max: { length: PHOTO_MAX_PARTS, message: PHOTO_UPLOAD_MESSAGES.badParts },
  }),
});

/** `{uploadId}` of the multipart routes. */
export const uploadIdParams = plainObject({ uploadId: text({ min: { length: 1 }, max: { length: UPLOAD_ID_MAX_LENGTH } }) });

/** `{uploadId}/{partNumber}` of a part to sign. */
export const partParams = plainObject({ uploadId: text({ min: { length: 1 }, max: { length: UPLOAD_ID_MAX_LENGTH } }), partNumber });

/** `?key=` of an upload in progress: always a staging key (issue 14), `uploadKeyField`. */
export const keyQuery = plainObject({ key: text({ typeMessage: PHOTO_UPLOAD_MESSAGES.badKey, pattern: { regex: STAGED_PHOTO_KEY_PATTERN, message: PHOTO_UPLOAD_MESSAGES.badKey } }) });
