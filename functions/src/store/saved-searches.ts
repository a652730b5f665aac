import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { nextAlertDueAt, type SavedSearch } from '@worknest/shared/saved-searches-rules';
import { db, tableName } from '../adapters/dynamodb';
import { isConditionFailure } from './conditional';
import { deleteCounted, putCounted } from './counted-items';
import { keys } from './keys';
import { updateIf } from './update-if';

/**
 * A member's saved searches (issue 39): one item each under the member, and a counter checked in
 * the same transaction as a new one (at most `max`, never read-then-write). A search with alerts
 * on sits in the sparse `SEARCH_ALERTS` partition of gsi1 by when its next alert is due, which
 * the send-search-alerts job sweeps; `off` takes it out.
 */

/** The gsi1 attributes of a search's next alert, or null when its alerts are off. */
function alertIndexOf(userId: string, search: Pick<SavedSearch, 'id' | 'alert' | 'lastAlertAt'>) {
  const dueAt = nextAlertDueAt(search.lastAlertAt, search.alert);
  return dueAt ? keys.searchAlertsIndex(dueAt, userId, search.id) : null;
}

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
  const item = { ...keys.savedSearch(userId, search.id), ...alertIndexOf(userId, search), type: 'savedSearch', userId, ...search };
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
  // A change of `alert` moves the search in or out of the alert index from its last alert on: read
  // first, written on condition that the alert job did not move lastAlertAt meanwhile (then again).
  for (let attempt = 0; attempt < 3; attempt++) {
    const fields = Object.entries(patch).filter(([, value]) => value !== undefined);
    const names: Record<string, string> = Object.fromEntries(fields.map(([field], i) => [`#f${i}`, field]));
    const values: Record<string, unknown> = Object.fromEntries(fields.map(([, value], i) => [`:v${i}`, value]));
    const sets = [...fields.map((_, i) => `#f${i} = :v${i}`), 'updatedAt = :at'];
    let remove = '';
    let condition = 'attribute_exists(pk)';
    if (patch.alert !== undefined) {
      const current = await getSavedSearch(userId, searchId);
      if (!current) return null;
      const index = alertIndexOf(userId, { id: searchId, alert: patch.alert, lastAlertAt: current.lastAlertAt });
      if (index) {
        sets.push('gsi1pk = :gsi1pk', 'gsi1sk = :gsi1sk');
        Object.assign(values, { ':gsi1pk': index.gsi1pk, ':gsi1sk': index.gsi1sk });
      } else remove = ' REMOVE gsi1pk, gsi1sk';
      condition = 'attribute_exists(pk) AND lastAlertAt = :lastAlertAt';
      values[':lastAlertAt'] = current.lastAlertAt;
    }
    try {
      const answer = await db.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.savedSearch(userId, searchId),
          UpdateExpression: `SET ${sets.join(', ')}${remove}`,
          ConditionExpression: condition,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ...values, ':at': at },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return answer.Attributes ? toSavedSearch(answer.Attributes) : null;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Gone (404), or the job's claim came between the read and the write: read again.
      if (patch.alert === undefined) return null;
    }
  }
  return null;
}

/** Deletes one's own saved search and counts it down; false when there was none. */
export function deleteSavedSearch(userId: string, searchId: string): Promise<boolean> {
  return deleteCounted(keys.savedSearch(userId, searchId), keys.savedSearchCount(userId));
}

/** One of the member's saved searches, or null. */
export async function getSavedSearch(userId: string, searchId: string): Promise<SavedSearch | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.savedSearch(userId, searchId), ConsistentRead: true }));
  return Item ? toSavedSearch(Item) : null;
}

/** A saved search whose alert is due, as the job finds it. */
export interface DueSavedSearch extends SavedSearch {
  userId: string;
}

/** Saved searches whose next alert is due by `nowIso`, soonest first, a page at a time. */
export async function listDueSavedSearches(nowIso: string, limit: number, startKey?: Record<string, unknown>): Promise<{ items: DueSavedSearch[]; lastKey: Record<string, unknown> | undefined }> {
  const answer = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :due',
      ExpressionAttributeValues: { ':pk': keys.searchAlertsPartition(), ':due': `${nowIso}#~` },
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: (answer.Items ?? []).map((item) => ({ ...toSavedSearch(item), userId: String(item.userId) })), lastKey: answer.LastEvaluatedKey };
}

/**
 * Claims one alert: `lastAlertAt` moves from what the job read to `alertedAt`, and the search's
 * next due time with it. False when another run (or the member's change) came first: exactly one
 * of two runs that meet sends the alert.
 */
export async function claimSearchAlert(userId: string, search: Pick<SavedSearch, 'id' | 'alert' | 'lastAlertAt'>, alertedAt: string): Promise<boolean> {
  return moveLastAlert(userId, search, search.lastAlertAt, alertedAt);
}

/** Gives a claim back (the e-mail could not be sent): the next run tries the same window again. */
export async function releaseSearchAlert(userId: string, search: Pick<SavedSearch, 'id' | 'alert' | 'lastAlertAt'>, alertedAt: string): Promise<boolean> {
  return moveLastAlert(userId, search, alertedAt, search.lastAlertAt);
}

async function moveLastAlert(userId: string, search: Pick<SavedSearch, 'id' | 'alert'>, from: string, to: string): Promise<boolean> {
  const index = alertIndexOf(userId, { id: search.id, alert: search.alert, lastAlertAt: to });
  return updateIf({
    Key: keys.savedSearch(userId, search.id),
    UpdateExpression: index ? 'SET lastAlertAt = :to, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk' : 'SET lastAlertAt = :to REMOVE gsi1pk, gsi1sk',
    ConditionExpression: 'lastAlertAt = :from AND alert = :alert',
    ExpressionAttributeValues: { ':from': from, ':to': to, ':alert': search.alert, ...(index ? { ':gsi1pk': index.gsi1pk, ':gsi1sk': index.gsi1sk } : {}) },
  });
}
