import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso, nowMs, ttlFromMs } from './clock';
import { keys } from './keys';

/** A multipart upload lives at most this long (the bucket aborts incomplete uploads after a day). */
const PHOTO_UPLOAD_TTL_MS = 2 * 24 * 3600_000;

export interface PhotoUploadRecord {
  userId: string;
  key: string;
  size: number;
}

/** S3 upload ids can be long; the item is keyed by a digest of the id. */
const idOf = (uploadId: string) => createHash('sha256').update(uploadId).digest('base64url');

/** Records a started multipart upload with its declared size, so each part's length can be signed. */
export async function putPhotoUpload(uploadId: string, upload: PhotoUploadRecord): Promise<void> {
  const expiresAtMs = nowMs() + PHOTO_UPLOAD_TTL_MS;
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.photoUpload(idOf(uploadId)), type: 'photoUpload', ...upload, createdAt: nowIso(), expiresAtMs, ttl: ttlFromMs(expiresAtMs) },
    }),
  );
}

/** The upload as it was started, or null (unknown or expired). */
export async function getPhotoUpload(uploadId: string): Promise<PhotoUploadRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.photoUpload(idOf(uploadId)) }));
  if (!Item || (Item.expiresAtMs as number) <= nowMs()) return null;
  return { userId: Item.userId as string, key: Item.key as string, size: Item.size as number };
}
