import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SavedSearch } from '@worknest/shared/saved-searches';
import { db, tableName } from '../adapters/dynamodb';
import { isConditionFailure } from './conditional';
import { deleteCounted, putCounted } from './counted-items';
import { keys } from './keys';

/**
 * A member's saved searches (issue 39): one item each under the member, and a counter checked in
 * the same transaction as a new one (at most `max`, never read-then-write).
 */

function toSavedSearch(item: Record<string, unknown>): SavedSearch {
  return {
    id: String(item.id),
    name: String(item.name),
    params: (item.params as Record<string, string>) ?? {},
    alert: item.alert as SavedSearch['alert'],
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
    lastAlertAt: String(item.lastAlertAt),
  };
}

/** Writes a new saved search and counts it; false when the member is at `max`. */
export async function addSavedSearch(userId: string, search: SavedSearch, max: number): Promise<boolean> {
  const item = { ...keys.savedSearch(userId, search.id), type: 'savedSearch', userId, ...search };
  return (await putCounted(item, { key: keys.savedSearchCount(userId), type: 'savedSearchCount', max })) === 'added';
}

/** A member's saved searches, oldest first (at most the limit: one Query). */
export async function listSavedSearches(userId: string): Promise<SavedSearch[]> {
  const answer = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': keys.savedSearchPrefix() },
    }),
  );
  return (answer.Items ?? []).map(toSavedSearch).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Changes one's own saved search; null when there is none with that id. */
export async function updateSavedSearch(userId: string, searchId: string, patch: Partial<Pick<SavedSearch, 'name' | 'params' | 'alert'>>, at: string): Promise<SavedSearch | null> {
  const fields = Object.entries(patch).filter(([, value]) => value !== undefined);
  const names = Object.fromEntries(fields.map(([field], i) => [`#f${i}`, field]));
  const values = Object.fromEntries(fields.map(([, value], i) => [`:v${i}`, value]));
  try {
    const answer = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.savedSearch(userId, searchId),
        UpdateExpression: `SET ${[...fields.map((_, i) => `#f${i} = :v${i}`), 'updatedAt = :at'].join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':at': at },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return answer.Attributes ? toSavedSearch(answer.Attributes) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Deletes one's own saved search and counts it down; false when there was none. */
export function deleteSavedSearch(userId: string, searchId: string): Promise<boolean> {
  return deleteCounted(keys.savedSearch(userId, searchId), keys.savedSearchCount(userId));
}
