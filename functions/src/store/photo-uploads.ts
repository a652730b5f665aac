import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso, nowMs, ttlFromMs } from '../clock';
import { keys } from './keys';

/** A multipart upload lives at most this long (the bucket aborts incomplete uploads after a day). */
const PHOTO_UPLOAD_TTL_MS = 2 * 24 * 3600_000;

export interface PhotoUploadRecord {
  userId: string;
  key: string;
  size: number;
}

/**
 * Whose upload of which key: a digest, so the item holds nothing personal (issue 13's erasure
 * need not find it; it expires in two days).
 */
const ownerOf = (userId: string, key: string) => createHash('sha256').update(`${userId}\n${key}`).digest('base64url');

/** S3 upload ids can be long; the item is keyed by a digest of the id. */
const idOf = (uploadId: string) => createHash('sha256').update(uploadId).digest('base64url');

/** Records a started multipart upload with its declared size, so each part's length can be signed. */
export async function putPhotoUpload(uploadId: string, upload: PhotoUploadRecord): Promise<void> {
  const expiresAtMs = nowMs() + PHOTO_UPLOAD_TTL_MS;
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.photoUpload(idOf(uploadId)),
        type: 'photoUpload',
        owner: ownerOf(upload.userId, upload.key),
        size: upload.size,
        createdAt: nowIso(),
        expiresAtMs,
        ttl: ttlFromMs(expiresAtMs),
      },
    }),
  );
}

/** The declared size of this member's upload of this key, or null (unknown, expired, or someone else's). */
export async function photoUploadSize(uploadId: string, userId: string, key: string): Promise<number | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.photoUpload(idOf(uploadId)) }));
  if (!Item || (Item.expiresAtMs as number) <= nowMs() || Item.owner !== ownerOf(userId, key)) return null;
  return Item.size as number;
}
