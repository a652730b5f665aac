import Uppy, { type Meta } from '@uppy/core';
import AwsS3, { type AwsBody } from '@uppy/aws-s3';
import { PHOTO_MAX_BYTES, UPLOAD } from '@worknest/shared/constants';
import { PHOTO_CONTENT_TYPES } from '@worknest/shared/listing';
import { retryUploadsBySpec, type RetryableUppy } from './upload-retry';

export type PhotoMeta = Meta & { size: number };
/** Uppy's texts of the refusals a photo can meet, in the reader's language (issue 40); Uppy's English otherwise. */
export type UppyStrings = Record<string, string | Record<number, string>>;
export type PhotoUppy = Uppy<PhotoMeta, AwsBody>;

/**
 * Uppy for listing photos. Every photo goes up as an S3 multipart upload through our Companion-
 * protocol endpoints (`/api/objects/s3/...`), in parts of S3's 5 MB minimum: a 10 MB photo is two
 * parts, so a paused or dropped upload resumes from the last finished part (SPEC.md §4) instead
 * of starting again. (SPEC.md §9's 100 MB threshold would mean no photo ever resumes.)
 */
export function createPhotoUppy(maxPhotos: number, strings?: UppyStrings): PhotoUppy {
  const uppy = new Uppy<PhotoMeta, AwsBody>({
    autoProceed: true,
    ...(strings ? { locale: { strings, pluralize: (count: number) => (count === 1 ? 0 : 1) } } : {}),
    restrictions: {
      maxNumberOfFiles: maxPhotos,
      maxFileSize: PHOTO_MAX_BYTES,
      allowedFileTypes: [...PHOTO_CONTENT_TYPES],
    },
    // The server checks the declared size before it starts an upload.
    onBeforeFileAdded: (file) => ({ ...file, meta: { ...file.meta, size: file.size ?? file.data?.size ?? 0 } }),
  }).use(AwsS3<PhotoMeta, AwsBody>, {
    companionEndpoint: '/api/objects',
    shouldUseMultipart: true,
    getChunkSize: () => UPLOAD.minPartBytes,
    limit: UPLOAD.concurrency,
    allowedMetaFields: ['size'],
  });
  // SPEC.md §7, §9's retries (expired signature, 429: after 0, 1, 3, 5 s), which @uppy/aws-s3 6 has no option for.
  retryUploadsBySpec(uppy as unknown as RetryableUppy);
  return uppy;
}
