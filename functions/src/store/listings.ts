import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ListingAccept } from '@worknest/shared/credit-rules';
import type { Listing, ListingSummary } from '@worknest/shared/listing';
import { lastAvailableDateOf, listingSummaryFields } from '@worknest/shared/listing-options';
import { DEFAULT_BOOKING_MODE, DEFAULT_CANCELLATION_POLICY, DEFAULT_LISTING_TIME_ZONE } from '@worknest/shared/cancellation';
import { workReadyFromLegacy, type WorkReady } from '@worknest/shared/work-ready';
import { emptyArrivalGuide, emptyHouseRules } from '@worknest/shared/arrival-rules';
import { db, tableName } from '../adapters/dynamodb';
import { nowMs } from '../clock';
import { isConditionFailure } from './conditional';
import { countActiveListings } from './counters';
import { queryFilledPage } from './filled-page';
import { keys } from './keys';
import { indexPartitionPage } from './query-page';
import { updateIf } from './update-if';
import { listingCleanupItem } from './listing-cleanups';
import { refreshListingAvailability, searchEntryDeleteItem, searchEntryWriteItem } from './listing-search';

/**
 * Listings (docs/data-model.md, "Listings"). One item per listing at `LISTING#<id>`; active
 * listings also sit in their company's partition of gsi1 (sparse), every listing in its host's
 * partition of gsi2, both sorted by `<createdAt>#<id>` so newest-first pages are one Query.
 * Each photo object is claimed by one `PHOTO#<key>` item, written in the same transaction.
 */

/** The stored listing: the API fields (with the private ones filled) plus its company. */
export interface ListingRecord extends Omit<Listing, 'accepts' | 'acceptsChosen'> {
  companyDomain: string;
  /** Issue 37 (ADR 0161): what the host chose the home accepts; null (absent) is the default, all that the company has on. */
  accepts?: ListingAccept[] | null;
  address: string;
  /** Issue 41: drawn once per listing, never sent: the offset of its approximate position (domain/geo/approximate-position.ts). */
  locationSeed?: string | null;
}

const recordFields = [
  'id', 'userId', 'companyDomain', 'title', 'description', 'rentalType', 'pricePerNight', 'address', 'city', 'state',
  'country', 'zipCode', 'latitude', 'longitude', 'bedrooms', 'beds', 'bathrooms', 'maxGuests', 'amenities', 'images',
  'hasWorkspace', 'workReady', 'isActive', 'paused', 'availableDates', 'lastAvailableDate', 'minNights', 'maxNights',
  'advanceNoticeDays', 'createdAt', 'updatedAt', 'cancellationPolicy', 'bookingMode', 'timeZone', 'houseRules', 'arrivalGuide',
  'locationSource', 'approximateLocation', 'locationSeed', 'accepts',
] as const satisfies readonly (keyof ListingRecord)[];

/** Lists default to empty and optional values to null: items never store null (removeUndefinedValues). */
const listFields = new Set<string>(['amenities', 'images', 'availableDates']);

/**
 * Items written before issue 16 have no `workReady`, `paused` or `lastAvailableDate` (the
 * work-ready migration adds them): they read as the migration would write them.
 */
function withIssue16Fields(item: Record<string, unknown>): Record<string, unknown> {
  if (item.workReady !== undefined && item.paused !== undefined && item.lastAvailableDate !== undefined) return item;
  return {
    ...item,
    workReady: item.workReady ?? workReadyFromLegacy(item),
    paused: item.paused ?? false,
    lastAvailableDate:
      item.lastAvailableDate ?? (Array.isArray(item.availableDates) ? lastAvailableDateOf(item.availableDates as string[]) : null),
  };
}

function pick<K extends string>(raw: Record<string, unknown>, fields: readonly K[]): Record<K, unknown> {
  const item = withIssue16Fields(raw);
  const picked = {} as Record<K, unknown>;
  for (const field of fields) picked[field] = item[field] ?? (listFields.has(field) ? [] : null);
  return picked;
}

/** Fields added after listings were first stored (issue 17), with what an older item means. */
const laterFieldDefaults = {
  cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
  bookingMode: DEFAULT_BOOKING_MODE,
  timeZone: DEFAULT_LISTING_TIME_ZONE,
  // Issue 41: no rules and no guide written yet.
  houseRules: emptyHouseRules,
  arrivalGuide: emptyArrivalGuide,
};

export function toListingRecord(item: Record<string, unknown>): ListingRecord {
  const record = pick(item, recordFields) as unknown as ListingRecord;
  for (const [field, fallback] of Object.entries(laterFieldDefaults)) {
    (record as unknown as Record<string, unknown>)[field] ??= fallback;
  }
  return record;
}

function toSummary(item: Record<string, unknown>): ListingSummary {
  return pick(item, listingSummaryFields) as unknown as ListingSummary;
}

/**
 * Without the nulls: DynamoDB items leave absent values out. Except `lastAvailableDate`: an
 * explicit NULL there means "lists no date, every date open"; an item without the attribute was
 * written before issue 16 (the grid's filter keeps both).
 */
function withoutNulls(record: ListingRecord): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([field, value]) => value !== null || field === 'lastAvailableDate'));
}

export function photoObjectKeys(record: Pick<ListingRecord, 'images'>): string[] {
  // `/uploads/<userId>/<uuid>` → `uploads/<userId>/<uuid>` (the schema accepted only such paths).
  return record.images.map((url) => url.slice(1));
}

/**
 * Writes a new listing and claims its photos, all or nothing. Throws a condition failure
 * (`isConditionFailure`) when a photo already belongs to another listing.
 */
export async function putListing(record: ListingRecord): Promise<void> {
  const listingItem = {
    ...keys.listing(record.id),
    ...(inGrid(record) ? keys.companyListingsIndex(record.companyDomain, record.createdAt, record.id) : {}),
    ...keys.hostListingsIndex(record.userId, record.createdAt, record.id),
    ...keys.companyAllListingsIndex(record.companyDomain, record.createdAt, record.id), // admin's Listings view (issue 8)
    type: 'listing',
    ...withoutNulls(record),
  };
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: listingItem, ConditionExpression: 'attribute_not_exists(pk)' } },
        // Its search entry (issue 18).
        searchEntryWriteItem(record),
        ...photoObjectKeys(record).map((objectKey) => ({
          Put: {
            TableName: tableName(),
            Item: { ...keys.listingPhoto(objectKey), type: 'listingPhoto', listingId: record.id, userId: record.userId },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        })),
      ],
    }),
  );
  if (record.isActive) await countActiveListings(record.companyDomain, 1);
}

/** Whether a listing carries the company grid's keys (gsi1): active (admin, host) and not paused by its host. */
export function inGrid(record: Pick<ListingRecord, 'isActive' | 'paused'>): boolean {
  return record.isActive && !record.paused;
}

export async function getListing(listingId: string): Promise<ListingRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.listing(listingId) }));
  return Item ? toListingRecord(Item) : null;
}

export interface ListingSummaryPage {
  items: ListingSummary[];
  lastKey: Record<string, unknown> | undefined;
}

/** Reads only what a card shows (descriptions and date lists stay in the table). */
function summaryProjection() {
  const names = Object.fromEntries(listingSummaryFields.map((field, i) => [`#f${i}`, field]));
  return { ProjectionExpression: Object.keys(names).join(', '), names };
}

/** Queries one page may take to fill up when a filter leaves items out (queryFilledPage). */
const MAX_QUERIES_PER_PAGE = 4;

async function queryNewestFirst(
  indexName: 'gsi1' | 'gsi2',
  partition: string,
  limit: number,
  startKey: Record<string, unknown> | undefined,
  offeringFrom?: string,
  excludeUserId?: string,
): Promise<ListingSummaryPage> {
  const projection = summaryProjection();
  const conditions = [
    ...(offeringFrom ? ['(attribute_not_exists(#last) OR attribute_type(#last, :null) OR #last >= :today)'] : []),
    ...(excludeUserId ? ['#host <> :host'] : []),
  ];
  // DynamoDB applies a filter after `Limit`: a page whose items were filtered out comes back short,
  // so a filtered page is filled by a few more reads (store/filled-page.ts).
  const page = await queryFilledPage(
    {
      TableName: tableName(),
      IndexName: indexName,
      KeyConditionExpression: `#pk = :pk`,
      ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
      ExpressionAttributeNames: {
        ...projection.names,
        '#pk': `${indexName}pk`,
        ...(offeringFrom ? { '#last': 'lastAvailableDate' } : {}),
        ...(excludeUserId ? { '#host': 'userId' } : {}),
      },
      ExpressionAttributeValues: {
        ':pk': partition,
        ...(offeringFrom ? { ':today': offeringFrom, ':null': 'NULL' } : {}),
        ...(excludeUserId ? { ':host': excludeUserId } : {}),
      },
      ProjectionExpression: projection.ProjectionExpression,
      ScanIndexForward: false,
      ExclusiveStartKey: startKey,
    },
    { limit, maxReads: conditions.length ? MAX_QUERIES_PER_PAGE : 1 },
  );
  return { items: page.items.map(toSummary), lastKey: page.lastKey };
}

/**
 * A company's bookable listings, newest first: one Query on its own partition (active and not
 * paused: only those carry the gsi1 keys), without those whose every listed date is before
 * `today` (a filter on `lastAvailableDate`, NULL when no date is listed and every date is open;
 * a page may hold fewer than `limit` items, the cursor still leads on), and without the homes of
 * `excludeHostId` (issue 29: the member's own homes are not in their grid). A page short of
 * `limit` because of those filters is topped up by further Queries (at most four in all).
 */
export function listCompanyListings(
  domain: string,
  limit: number,
  startKey: Record<string, unknown> | undefined,
  today: string,
  excludeHostId?: string,
): Promise<ListingSummaryPage> {
  return queryNewestFirst('gsi1', keys.companyListingsPartition(domain), limit, startKey, today, excludeHostId);
}

/** A host's own listings (active or not), newest first. */
export function listHostListings(userId: string, limit: number, startKey?: Record<string, unknown>): Promise<ListingSummaryPage> {
  return queryNewestFirst('gsi2', keys.hostListingsPartition(userId), limit, startKey);
}

/**
 * Deletes a listing and its photo claims in one transaction. Returns false when the listing was
 * already gone (a concurrent delete), so the caller answers 404 and touches nothing else.
 */
export async function deleteListingItems(record: ListingRecord): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName(), Key: keys.listing(record.id), ConditionExpression: 'attribute_exists(pk)' } },
          searchEntryDeleteItem(record, nowMs()),
          // What depends on the listing is cleaned up after the delete; this marker stays until that is done.
          { Put: { TableName: tableName(), Item: listingCleanupItem(record.id, photoObjectKeys(record)) } },
          ...photoObjectKeys(record).map((objectKey) => ({
            Delete: { TableName: tableName(), Key: keys.listingPhoto(objectKey) },
          })),
        ],
      }),
    );
    if (record.isActive) await countActiveListings(record.companyDomain, -1);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** What the work-ready migration reads of a listing item, as stored (pre-issue-16 items included). */
export interface StoredListingShape {
  id: string;
  hasWorkspace: unknown;
  wifiSpeed: unknown;
  availableDates: string[];
  hasWorkReady: boolean;
  hasPaused: boolean;
  hasLastAvailableDate: boolean;
}

/** One page of every listing of a company, active or not (D1's gsi3 partition): for one-off migrations, not a request path. */
export async function listCompanyListingShapes(
  domain: string,
  startKey?: Record<string, unknown>,
): Promise<{ items: StoredListingShape[]; lastKey: Record<string, unknown> | undefined }> {
  const page = await indexPartitionPage(
    'gsi3',
    keys.companyAllListingsPartition(domain),
    'id, hasWorkspace, wifiSpeed, availableDates, workReady, paused, lastAvailableDate',
    startKey,
  );
  const items = page.items.map((item) => ({
    id: String(item.id),
    hasWorkspace: item.hasWorkspace,
    wifiSpeed: item.wifiSpeed,
    availableDates: Array.isArray(item.availableDates) ? (item.availableDates as string[]) : [],
    hasWorkReady: item.workReady !== undefined,
    hasPaused: item.paused !== undefined,
    hasLastAvailableDate: 'lastAvailableDate' in item,
  }));
  return { items, lastKey: page.lastKey };
}

/**
 * Adds the issue-16 fields to a listing written before them, once: each is set only where absent
 * (`if_not_exists`), and the old WiFi text is removed. Returns false when the listing is gone.
 */
export async function addIssue16Fields(
  listingId: string,
  fields: { workReady: WorkReady; lastAvailableDate: string | null },
): Promise<boolean> {
  return updateIf({
    Key: keys.listing(listingId),
    UpdateExpression:
      'SET workReady = if_not_exists(workReady, :workReady), paused = if_not_exists(paused, :false), ' +
      'lastAvailableDate = if_not_exists(lastAvailableDate, :last) REMOVE wifiSpeed',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':workReady': fields.workReady, ':false': false, ':last': fields.lastAvailableDate },
  });
}

/** The fields an edit may change (identity, owner, company and creation time never change). */
const editableFields = recordFields.filter((field) => !['id', 'userId', 'companyDomain', 'createdAt'].includes(field));

export type ListingUpdateFailure = 'gone' | 'changed' | 'photo_in_use' | 'night_taken';

/**
 * Writes an edited listing in one transaction (docs/data-model.md L6): the changed fields of the
 * listing item, conditional on the version that was read (`updatedAt`), its place in the company
 * grid (gsi1 keys while active and not paused), the claims of added photos (`attribute_not_exists`)
 * and the release of removed ones, and a condition per night in `guardNights` that it is free or
 * only held by an expired hold (a date the edit stops offering). All or nothing.
 * Returns null on success, or why it failed.
 */
export async function updateListingItem(
  before: ListingRecord,
  after: ListingRecord,
  guardNights: readonly string[],
  nowMs: number,
): Promise<ListingUpdateFailure | null> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':before': before.updatedAt };
  const sets: string[] = [];
  const removes: string[] = [];
  editableFields.forEach((field, i) => {
    const value = after[field];
    if (JSON.stringify(value) === JSON.stringify(before[field])) return;
    names[`#f${i}`] = field;
    if (value === null && field !== 'lastAvailableDate') removes.push(`#f${i}`);
    else {
      sets.push(`#f${i} = :f${i}`);
      values[`:f${i}`] = value;
    }
  });
  if (inGrid(after) && !inGrid(before)) {
    const index = keys.companyListingsIndex(after.companyDomain, after.createdAt, after.id);
    sets.push('gsi1pk = :gsi1pk', 'gsi1sk = :gsi1sk');
    Object.assign(values, { ':gsi1pk': index.gsi1pk, ':gsi1sk': index.gsi1sk });
  } else if (!inGrid(after) && inGrid(before)) {
    removes.push('gsi1pk', 'gsi1sk');
  }
  const added = photoObjectKeys(after).filter((key) => !photoObjectKeys(before).includes(key));
  const removed = photoObjectKeys(before).filter((key) => !photoObjectKeys(after).includes(key));
  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.listing(after.id),
        UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(pk) AND updatedAt = :before',
        ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
      },
    },
    ...added.map((objectKey) => ({
      Put: {
        TableName: tableName(),
        Item: { ...keys.listingPhoto(objectKey), type: 'listingPhoto', listingId: after.id, userId: after.userId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
    ...removed.map((objectKey) => ({
      Delete: {
        TableName: tableName(),
        Key: keys.listingPhoto(objectKey),
        ConditionExpression: 'attribute_not_exists(pk) OR listingId = :listingId',
        ExpressionAttributeValues: { ':listingId': after.id },
      },
    })),
    ...guardNights.map((night) => ({
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.listingNight(after.id, night),
        // A night an imported calendar blocks (issue 20) is no guest's: the edit may stop offering it.
        ConditionExpression: 'attribute_not_exists(pk) OR #state = :blocked OR (#state = :held AND holdExpiresAtMs < :now)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':held': 'held', ':blocked': 'blocked', ':now': nowMs },
      },
    })),
    // Issue 18's search entry follows every listing write, in the same transaction.
    searchEntryWriteItem(after),
  ];
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
    return null;
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    const failedAt = reasons.findIndex((reason) => reason === 'ConditionalCheckFailed');
    if (failedAt < 0) return 'changed'; // a conflict with another transaction: the caller answers "try again"
    if (failedAt === 0) return (await getListing(after.id)) ? 'changed' : 'gone';
    if (failedAt <= added.length) return 'photo_in_use';
    if (failedAt <= added.length + removed.length) return 'changed';
    return 'night_taken';
  }
}

/** The per-item reasons of a cancelled transaction (`CancellationReasons[].Code`), or null for any other error. */
function cancellationReasons(error: unknown): (string | undefined)[] | null {
  const cancelled = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (cancelled?.name !== 'TransactionCanceledException') return null;
  return (cancelled.CancellationReasons ?? []).map((reason) => reason.Code);
}

/**
 * Writes the search entry of a listing that has none yet (written before issue 18), with its
 * availability summary from the night items. Idempotent; for the one-off migration, not a request path.
 * @returns whether an entry was written.
 */
export async function ensureSearchEntry(listingId: string, nowMs: number): Promise<boolean> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.listingSearch(listingId), ConsistentRead: true }));
  if (Item && Item.pricePerNight !== undefined) return false;
  const record = await getListing(listingId);
  if (!record) return false;
  await db.send(new TransactWriteCommand({ TransactItems: [searchEntryWriteItem(record)] }));
  await refreshListingAvailability(listingId, nowMs);
  return true;
}
