import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { listingSummaryFields, type Listing, type ListingSummary } from '@worknest/shared/listing';
import { DEFAULT_BOOKING_MODE, DEFAULT_CANCELLATION_POLICY, DEFAULT_LISTING_TIME_ZONE } from '@worknest/shared/cancellation';
import { db, tableName } from '../adapters/dynamodb';
import { nowMs } from './clock';
import { isConditionFailure } from './conditional';
import { countActiveListings } from './counters';
import { keys } from './keys';
import { searchEntryDeleteItem, searchEntryWriteItem } from './listing-search';

/**
 * Listings (docs/data-model.md, "Listings"). One item per listing at `LISTING#<id>`; active
 * listings also sit in their company's partition of gsi1 (sparse), every listing in its host's
 * partition of gsi2, both sorted by `<createdAt>#<id>` so newest-first pages are one Query.
 * Each photo object is claimed by one `PHOTO#<key>` item, written in the same transaction.
 */

/** The stored listing: the API fields (with the private ones filled) plus its company. */
export interface ListingRecord extends Listing {
  companyDomain: string;
  address: string;
}

const recordFields = [
  'id', 'userId', 'companyDomain', 'title', 'description', 'rentalType', 'pricePerNight', 'address', 'city', 'state',
  'country', 'zipCode', 'latitude', 'longitude', 'bedrooms', 'beds', 'bathrooms', 'maxGuests', 'amenities', 'images',
  'hasWorkspace', 'wifiSpeed', 'isActive', 'availableDates', 'minNights', 'maxNights', 'advanceNoticeDays', 'createdAt',
  'updatedAt', 'cancellationPolicy', 'bookingMode', 'timeZone',
] as const satisfies readonly (keyof ListingRecord)[];

/** Lists default to empty and optional values to null: items never store null (removeUndefinedValues). */
const listFields = new Set<string>(['amenities', 'images', 'availableDates']);

function pick<K extends string>(item: Record<string, unknown>, fields: readonly K[]): Record<K, unknown> {
  const picked = {} as Record<K, unknown>;
  for (const field of fields) picked[field] = item[field] ?? (listFields.has(field) ? [] : null);
  return picked;
}

/** Fields added after listings were first stored (issue 17), with what an older item means. */
const laterFieldDefaults = { cancellationPolicy: DEFAULT_CANCELLATION_POLICY, bookingMode: DEFAULT_BOOKING_MODE, timeZone: DEFAULT_LISTING_TIME_ZONE };

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

/** Without the nulls: DynamoDB items leave absent values out. */
function withoutNulls(record: ListingRecord): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));
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
    ...(record.isActive ? keys.companyListingsIndex(record.companyDomain, record.createdAt, record.id) : {}),
    ...keys.hostListingsIndex(record.userId, record.createdAt, record.id),
    ...keys.companyAllListingsIndex(record.companyDomain, record.createdAt, record.id), // admin's Listings view (issue 8)
    type: 'listing',
    ...withoutNulls(record),
  };
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: listingItem, ConditionExpression: 'attribute_not_exists(pk)' } },
        // Its search entry (issue 18); the Work-ready badge comes with the checklist (issue 16).
        searchEntryWriteItem(record, false),
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

async function queryNewestFirst(
  indexName: 'gsi1' | 'gsi2',
  partition: string,
  limit: number,
  startKey: Record<string, unknown> | undefined,
): Promise<ListingSummaryPage> {
  const projection = summaryProjection();
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: indexName,
      KeyConditionExpression: `#pk = :pk`,
      ExpressionAttributeNames: { ...projection.names, '#pk': `${indexName}pk` },
      ExpressionAttributeValues: { ':pk': partition },
      ProjectionExpression: projection.ProjectionExpression,
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: (result.Items ?? []).map(toSummary), lastKey: result.LastEvaluatedKey };
}

/** A company's active listings, newest first: one Query on its own partition. */
export function listCompanyListings(domain: string, limit: number, startKey?: Record<string, unknown>): Promise<ListingSummaryPage> {
  return queryNewestFirst('gsi1', keys.companyListingsPartition(domain), limit, startKey);
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
