import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso } from '../clock';
import { keys } from './keys';

/**
 * Deleted listings whose clean-up has not finished (issue 15). The delete's transaction writes the
 * marker with the listing item's removal, the clean-up removes it when everything that hung on the
 * listing is gone, and the finish-listing-cleanups job retries the ones a request left (a large
 * listing, a timeout, a failure): so a clean-up is bounded in time per request and still finishes.
 */
export interface ListingCleanup {
  listingId: string;
  /** The photo objects of the listing, to delete from S3 (the claims went with the listing). */
  photoObjectKeys: string[];
  deletedAt: string;
}

/** The marker's item, for the delete's transaction. */
export function listingCleanupItem(listingId: string, photoObjectKeys: readonly string[]): Record<string, unknown> {
  return { ...keys.listingCleanup(listingId), type: 'listingCleanup', listingId, photoObjectKeys: [...photoObjectKeys], deletedAt: nowIso() };
}

/** Clean-ups still to finish whose listing was deleted before `deletedBefore` (ISO); at most `limit`. */
export async function listListingCleanups(deletedBefore: string, limit: number): Promise<ListingCleanup[]> {
  const found: ListingCleanup[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: 'deletedAt <= :before',
        ExpressionAttributeValues: { ':pk': keys.listingCleanupsPartition(), ':before': deletedBefore },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      found.push({ listingId: item.listingId as string, photoObjectKeys: (item.photoObjectKeys as string[] | undefined) ?? [], deletedAt: item.deletedAt as string });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey && found.length < limit);
  return found.slice(0, limit);
}

/** The clean-up of this listing is done. */
export async function deleteListingCleanup(listingId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.listingCleanup(listingId) }));
}
