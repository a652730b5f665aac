import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD } from '@worknest/shared/constants';
import { s3, uploadsBucket } from './s3';
import { plural } from '@worknest/shared/plural';

/**
 * Photo objects in the uploads bucket: presigned PUTs and multipart uploads for the browser,
 * and what the server reads and deletes. Keys are built and checked by domain/uploads.
 */

/** The presigned URLs' lifetime (SPEC.md §9). With a Lambda role's temporary credentials a URL also ends with the session. */
const expiresIn = UPLOAD.signedUrlExpiresSeconds;

/** A presigned PUT that S3 accepts only with exactly this content type and length. */
export function presignPhotoPut(key: string, contentType: string, size: number): Promise<string> {
  return getSignedUrl(s3, new PutObjectCommand({ Bucket: uploadsBucket(), Key: key, ContentType: contentType, ContentLength: size }), {
    expiresIn,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
}

/** Starts a multipart upload; the object gets this content type when it completes. */
export async function startMultipartUpload(key: string, contentType: string): Promise<string> {
  const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: uploadsBucket(), Key: key, ContentType: contentType }));
  if (!UploadId) throw new Error('S3 returned no UploadId');
  return UploadId;
}

/** A presigned URL for one part that S3 accepts only with exactly this length (issue 14). */
export function presignPartUpload(key: string, uploadId: string, partNumber: number, size: number): Promise<string> {
  return getSignedUrl(
    s3,
    new UploadPartCommand({ Bucket: uploadsBucket(), Key: key, UploadId: uploadId, PartNumber: partNumber, ContentLength: size }),
    { expiresIn, signableHeaders: new Set(['content-length']) },
  );
}

export interface UploadedPart {
  PartNumber: number;
  ETag: string;
  Size: number;
}

/** The parts received so far (a photo has at most two, so one page holds them all). */
export async function listUploadedParts(key: string, uploadId: string): Promise<UploadedPart[]> {
  const { Parts = [] } = await s3.send(new ListPartsCommand({ Bucket: uploadsBucket(), Key: key, UploadId: uploadId }));
  return Parts.map((part) => ({ PartNumber: part.PartNumber ?? 0, ETag: part.ETag ?? '', Size: part.Size ?? 0 }));
}

export async function completeMultipartUpload(
  key: string,
  uploadId: string,
  parts: readonly { PartNumber: number; ETag: string }[],
): Promise<void> {
  await s3.send(
    new CompleteMultipartUploadCommand({
      Bucket: uploadsBucket(),
      Key: key,
      UploadId: uploadId,
      MultipartUpload: { Parts: [...parts].sort((a, b) => a.PartNumber - b.PartNumber) },
    }),
  );
}

export async function abortMultipartUpload(key: string, uploadId: string): Promise<void> {
  await s3.send(new AbortMultipartUploadCommand({ Bucket: uploadsBucket(), Key: key, UploadId: uploadId }));
}

export interface PhotoHead {
  contentType: string;
  size: number;
  /** The object's ETag: a copy made with it as a condition copies exactly these bytes. */
  etag: string;
  /** The first bytes of the object, to recognise the image format. */
  firstBytes: Uint8Array;
}

const SNIFF_BYTES = 32;

/**
 * Size, stored content type and first bytes of an object in one ranged GET (a HeadObject would
 * need a second call for the bytes). Null when there is no such object.
 */
export async function readPhotoHead(key: string): Promise<PhotoHead | null> {
  try {
    const answer = await s3.send(new GetObjectCommand({ Bucket: uploadsBucket(), Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }));
    const firstBytes = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    // "bytes 0-31/12345": the total follows the slash; a 200 (object smaller than the range) has none.
    const total = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : answer.ContentLength;
    return { contentType: (answer.ContentType ?? '').toLowerCase(), size: total ?? firstBytes.length, etag: answer.ETag ?? '', firstBytes };
  } catch (error) {
    const name = (error as { name?: string }).name;
    // An empty object cannot serve any range: it exists, with size 0.
    if (name === 'InvalidRange') return { contentType: '', size: 0, etag: '', firstBytes: new Uint8Array() };
    if (name === 'NoSuchKey' || name === 'NotFound') return null;
    throw error;
  }
}

/**
 * Copies a checked staged photo to its served key, only if the staged object still has the ETag
 * that was checked (a PUT replayed meanwhile makes the copy fail: `PreconditionFailed`).
 * Returns false when the staged object changed or is gone.
 */
export async function copyCheckedPhoto(stagedKey: string, servedKey: string, etag: string): Promise<boolean> {
  try {
    await s3.send(
      new CopyObjectCommand({
        Bucket: uploadsBucket(),
        Key: servedKey,
        CopySource: `${uploadsBucket()}/${stagedKey}`,
        CopySourceIfMatch: etag,
        MetadataDirective: 'COPY',
      }),
    );
    return true;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PreconditionFailed' || name === 'NoSuchKey') return false;
    throw error;
  }
}

/** True when an object exists at this key. */
export async function photoExists(key: string): Promise<boolean> {
  return (await readPhotoHead(key)) !== null;
}

/** Deletes photo objects (up to 1000 per call; a listing has at most 10). Missing keys are fine. */
export async function deletePhotoObjects(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const { Errors = [] } = await s3.send(
    new DeleteObjectsCommand({ Bucket: uploadsBucket(), Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
  );
  if (Errors.length > 0) throw new Error(`Could not delete ${plural(Errors.length, 'photo object')}: ${Errors[0]?.Code ?? 'unknown'}`);
}

/**
 * Deletes every object under a prefix (a member's `uploads/<userId>/`: listing photos and uploads
 * never attached to a listing alike), page by page. Returns how many there were.
 */
export async function deletePhotosUnder(prefix: string): Promise<number> {
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: uploadsBucket(), Prefix: prefix, ContinuationToken: token }));
    const found = (page.Contents ?? []).map((object) => object.Key).filter((key): key is string => Boolean(key));
    await deletePhotoObjects(found);
    deleted += found.length;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}

/** True for S3's "that multipart upload does not exist (any more)". */
export function isNoSuchUpload(error: unknown): boolean {
  return (error as { name?: string })?.name === 'NoSuchUpload';
}
