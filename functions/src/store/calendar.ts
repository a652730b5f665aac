import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CalendarConflict } from '@worknest/shared/calendar';
import { db, tableName } from '../adapters/dynamodb';
import { isConditionFailure } from './conditional';
import { keys } from './keys';
import { dueQueuePage } from './query-page';

/**
 * Calendar sync (issue 20, docs/data-model.md "Calendar sync"). Export: one item per listing with
 * the random nonce its feed URL's token is derived from, and a lookup item per live token holding
 * only its SHA-256 → listing id (regenerating swaps both in one transaction, so the old URL finds
 * nothing). Import: one item per listing with its external calendars and their last sync, in a
 * sparse gsi1 partition ordered by when its next sync is due (the job's sweep).
 */

export interface CalendarFeedRecord {
  listingId: string;
  nonce: string;
  tokenHash: string;
  createdAt: string;
}

export async function getCalendarFeed(listingId: string): Promise<CalendarFeedRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.calendarFeed(listingId), ConsistentRead: true }));
  return Item ? { listingId, nonce: String(Item.nonce), tokenHash: String(Item.tokenHash), createdAt: String(Item.createdAt) } : null;
}

/**
 * Creates the feed (no `previous`) or replaces it (conditional on the nonce read), with its token
 * lookup, all or nothing. False when someone else created or rotated it first.
 */
export async function putCalendarFeed(next: CalendarFeedRecord, previous: CalendarFeedRecord | null): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.calendarFeed(next.listingId), type: 'calendarFeed', ...next },
              ConditionExpression: previous ? 'nonce = :previous' : 'attribute_not_exists(pk)',
              ...(previous ? { ExpressionAttributeValues: { ':previous': previous.nonce } } : {}),
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.calendarFeedToken(next.tokenHash), type: 'calendarFeedToken', listingId: next.listingId },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...(previous ? [{ Delete: { TableName: tableName(), Key: keys.calendarFeedToken(previous.tokenHash) } }] : []),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The listing a feed token opens (only its digest is stored), or null. */
export async function findListingIdByFeedToken(tokenHash: string): Promise<string | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.calendarFeedToken(tokenHash) }));
  return Item ? String(Item.listingId) : null;
}

/** Sync state of one imported calendar. */
export interface CalendarImportRecord {
  id: string;
  url: string;
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  /** Nights it blocked at its last successful sync (from that day). */
  blockedNights: number;
  conflicts: CalendarConflict[];
}

export interface CalendarImportsRecord {
  listingId: string;
  hostId: string;
  imports: CalendarImportRecord[];
  /** Changes with every write: writes are conditional on the version read. */
  version: string;
  nextSyncAt: string | null;
}

export async function getCalendarImports(listingId: string): Promise<CalendarImportsRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.calendarImports(listingId), ConsistentRead: true }));
  if (!Item) return null;
  return {
    listingId,
    hostId: String(Item.hostId),
    imports: (Item.imports as CalendarImportRecord[] | undefined) ?? [],
    version: String(Item.version),
    nextSyncAt: (Item.nextSyncAt as string | undefined) ?? null,
  };
}

/**
 * Writes a listing's imports, conditional on the version read (null: none stored yet). With no
 * imports the item leaves the sync index. False when it changed meanwhile.
 */
export async function putCalendarImports(record: CalendarImportsRecord, expectedVersion: string | null): Promise<boolean> {
  const syncIndex = record.imports.length > 0 && record.nextSyncAt ? keys.calendarSyncIndex(record.nextSyncAt, record.listingId) : {};
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.calendarImports(record.listingId), type: 'calendarImports', ...record, ...syncIndex },
        ConditionExpression: expectedVersion ? 'version = :version' : 'attribute_not_exists(pk)',
        ...(expectedVersion ? { ExpressionAttributeValues: { ':version': expectedVersion } } : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Listings whose imported calendars are due for a sync, most overdue first (the job's sweep). */
export async function listListingsDueForSync(
  nowIso: string,
  limit: number,
  /** Where the previous page ended (its `next`): a listing skipped there (a failed sync) is not read again. */
  startKey?: Record<string, unknown>,
): Promise<{ listingIds: string[]; next: Record<string, unknown> | undefined }> {
  const page = await dueQueuePage('gsi1', keys.calendarSyncPartition(), nowIso, limit, startKey);
  return { listingIds: page.items.map((item) => String(item.listingId)), next: page.lastKey };
}

/** A deleted listing's feed, token and imports (its nights go with the listing's nights). Idempotent. */
export async function deleteListingCalendars(listingId: string): Promise<void> {
  const feed = await getCalendarFeed(listingId);
  if (feed) await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.calendarFeedToken(feed.tokenHash) }));
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.calendarFeed(listingId) }));
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.calendarImports(listingId) }));
}
