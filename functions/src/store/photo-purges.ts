import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { isConditionFailure } from './conditional';
import { keys } from './keys';

/**
 * An erased member's photo objects still to delete (issue 15). The erasure writes the marker
 * instead of deleting objects itself, so the request needs no S3 client; the purge-erased-photos
 * job deletes every object under its prefixes and then the marker, retried every run until done.
 */
export interface PhotoPurge {
  userId: string;
  /** Key prefixes in the uploads bucket, e.g. `uploads/<userId>/` and `staging/<userId>/`. */
  prefixes: string[];
  requestedAt: string;
}

/** Records (or records again, for an erasure run twice) the purge of a member's photos. */
export async function putPhotoPurge(purge: PhotoPurge): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.photoPurge(purge.userId), type: 'photoPurge', ...purge } }));
}

/** Purges still to do, at most `limit` (one page: the items are small; the next run takes the rest). */
export async function listPhotoPurges(limit: number): Promise<PhotoPurge[]> {
  const page = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.photoPurgesPartition() },
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return (page.Items ?? []).map((item) => ({ userId: item.userId as string, prefixes: (item.prefixes as string[] | undefined) ?? [], requestedAt: item.requestedAt as string }));
}

/**
 * The purge is done: removes its marker unless the erasure wrote it again meanwhile (a rerun,
 * whose marker the next run handles). Returns false in that case.
 */
export async function deletePhotoPurge(purge: Pick<PhotoPurge, 'userId' | 'requestedAt'>): Promise<boolean> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.photoPurge(purge.userId),
        ConditionExpression: 'requestedAt = :requestedAt',
        ExpressionAttributeValues: { ':requestedAt': purge.requestedAt },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
