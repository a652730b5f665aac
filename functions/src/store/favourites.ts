import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { deleteCounted, putCounted } from './counted-items';
import { keys } from './keys';

/**
 * A member's favourite homes (issue 39): one item per favourite under the member, on gsi1 newest
 * first, and a counter item that enforces the limit in the same transaction as the write (a
 * conditional ADD, never read-then-write: two racing PUTs cannot pass 500 together).
 */

export interface FavouriteRecord {
  userId: string;
  listingId: string;
  savedAt: string;
  /** What the listing was called and where, when saved: shown if it is later deleted. */
  title: string;
  city: string;
  country: string;
}

export type AddFavouriteOutcome = 'added' | 'already' | 'limit';

export async function addFavourite(record: FavouriteRecord, max: number): Promise<AddFavouriteOutcome> {
  const item = { ...keys.favourite(record.userId, record.listingId), ...keys.userFavouritesIndex(record.userId, record.savedAt, record.listingId), type: 'favourite', ...record };
  const outcome = await putCounted(item, { key: keys.favouriteCount(record.userId), type: 'favouriteCount', max });
  return outcome === 'exists' ? 'already' : outcome;
}

/** Removes a favourite and counts it down, together; false when there was none. */
export function removeFavourite(userId: string, listingId: string): Promise<boolean> {
  return deleteCounted(keys.favourite(userId, listingId), keys.favouriteCount(userId));
}

export interface FavouriteRecordPage {
  items: FavouriteRecord[];
  lastKey: Record<string, unknown> | undefined;
}

/** One page of a member's favourites, newest first (the key carries the member: a plain read). */
export async function listFavourites(userId: string, limit: number, startKey?: Record<string, unknown>): Promise<FavouriteRecordPage> {
  const answer = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.userFavouritesPartition(userId) },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  const items = (answer.Items ?? []).map((item) => ({
    userId: String(item.userId),
    listingId: String(item.listingId),
    savedAt: String(item.savedAt),
    title: String(item.title ?? ''),
    city: String(item.city ?? ''),
    country: String(item.country ?? ''),
  }));
  return { items, lastKey: answer.LastEvaluatedKey };
}
