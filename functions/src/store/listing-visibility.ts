import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { listingSummaryFields } from '@worknest/shared/listing-options';
import type { AdminListingRecord } from '@worknest/shared/admin';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso } from '../clock';
import { isConditionFailure } from './conditional';
import { keys } from './keys';
import { searchVisibilityItem } from './listing-search';

/*
 * Whether a listing shows to its company (docs/data-model.md, "Dashboards and reviews"). A listing
 * is in its company's grid when it carries the sparse company index keys (gsi1), which the
 * listings store writes for active listings. Two things take it out: an admin deactivating the
 * listing, and its host being deactivated. The second is remembered with `hiddenWithHost`, so
 * reactivating the host brings back exactly the listings their deactivation hid, and not one an
 * admin switched off.
 */

export interface ListingPlace {
  id: string;
  companyDomain: string;
  createdAt: string;
}

/** The listing items of a host, every page (a host has a handful). */
async function hostListingPlaces(userId: string): Promise<(ListingPlace & { isActive: boolean; hiddenWithHost: boolean })[]> {
  const places = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.hostListingsPartition(userId) },
        ProjectionExpression: 'id, companyDomain, createdAt, isActive, hiddenWithHost',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      places.push({
        id: String(item.id),
        companyDomain: String(item.companyDomain),
        createdAt: String(item.createdAt),
        isActive: item.isActive === true,
        hiddenWithHost: item.hiddenWithHost === true,
      });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return places;
}

/** The listing update and its search entry's visibility (issue 18), all or nothing. */
async function conditionalUpdate(input: ConstructorParameters<typeof UpdateCommand>[0], visible: boolean): Promise<boolean> {
  const { TableName, Key, UpdateExpression, ConditionExpression, ExpressionAttributeValues } = input;
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: { TableName, Key, UpdateExpression, ConditionExpression, ExpressionAttributeValues } },
          searchVisibilityItem(String((Key as { pk: string }).pk).slice('LISTING#'.length), visible),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Takes a listing out of its company's view because its host was deactivated. True if it was visible. */
function hideWithHost(place: ListingPlace): Promise<boolean> {
  return conditionalUpdate({
    TableName: tableName(),
    Key: keys.listing(place.id),
    UpdateExpression: 'SET isActive = :false, hiddenWithHost = :true, updatedAt = :now REMOVE gsi1pk, gsi1sk',
    ConditionExpression: 'attribute_exists(pk) AND isActive = :true',
    ExpressionAttributeValues: { ':false': false, ':true': true, ':now': nowIso() },
  }, false);
}

/** Puts back a listing that its host's deactivation hid. True if it is active again. */
function showWithHost(place: ListingPlace): Promise<boolean> {
  return switchOnKeepingPause(place, 'SET isActive = :true, updatedAt = :now REMOVE hiddenWithHost', 'attribute_exists(pk) AND hiddenWithHost = :true');
}

const NOT_PAUSED = '(attribute_not_exists(paused) OR paused = :false)';

/**
 * Switches a listing on (`set`, under `condition`). It goes back into its company's grid (gsi1
 * keys) only when its host has not paused it (issue 16): a paused listing stays out until resumed.
 */
async function switchOnKeepingPause(place: ListingPlace, set: string, condition: string): Promise<boolean> {
  const index = keys.companyListingsIndex(place.companyDomain, place.createdAt, place.id);
  const values = { ':true': true, ':false': false, ':now': nowIso() };
  const [setPart, removePart] = set.split(' REMOVE ');
  const withKeys = await conditionalUpdate({
    TableName: tableName(),
    Key: keys.listing(place.id),
    UpdateExpression: `${setPart}, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk${removePart ? ` REMOVE ${removePart}` : ''}`,
    ConditionExpression: `${condition} AND ${NOT_PAUSED}`,
    ExpressionAttributeValues: { ...values, ':gsi1pk': index.gsi1pk, ':gsi1sk': index.gsi1sk },
  }, true);
  if (withKeys) return true;
  const expression = `${set} ${condition} AND paused = :true`;
  return conditionalUpdate({
    TableName: tableName(),
    Key: keys.listing(place.id),
    UpdateExpression: set,
    ConditionExpression: `${condition} AND paused = :true`,
    // DynamoDB refuses values the expressions do not use.
    ExpressionAttributeValues: Object.fromEntries(Object.entries(values).filter(([name]) => expression.includes(name))),
  }, true);
}

/** Hides every visible listing of a host; returns the ones it hid. */
export async function hideHostListings(userId: string): Promise<ListingPlace[]> {
  const hidden: ListingPlace[] = [];
  for (const place of await hostListingPlaces(userId)) {
    if (place.isActive && (await hideWithHost(place))) hidden.push(place);
  }
  return hidden;
}

/** Shows again the listings a host's deactivation hid; returns them. */
export async function showHostListings(userId: string): Promise<ListingPlace[]> {
  const shown: ListingPlace[] = [];
  for (const place of await hostListingPlaces(userId)) {
    if (place.hiddenWithHost && (await showWithHost(place))) shown.push(place);
  }
  return shown;
}

/**
 * An admin switches a listing off. It stays off when its host comes back (the host mark goes).
 * @returns whether it was visible to its company until now (false: it was off already).
 */
export async function deactivateListingByAdmin(place: ListingPlace): Promise<{ found: boolean; wasVisible: boolean }> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.listing(place.id),
        UpdateExpression: 'SET isActive = :false, updatedAt = :now REMOVE gsi1pk, gsi1sk, hiddenWithHost',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':false': false, ':now': nowIso() },
        ReturnValues: 'ALL_OLD',
      }),
    );
    // Then out of search (issue 18). Not one transaction, since a transaction returns no old values;
    // if this fails the admin's retry repeats both (the listing update is idempotent).
    await db.send(new TransactWriteCommand({ TransactItems: [searchVisibilityItem(place.id, false)] }));
    return { found: true, wasVisible: Attributes?.isActive === true };
  } catch (error) {
    if (isConditionFailure(error)) return { found: false, wasVisible: false };
    throw error;
  }
}

/** An admin switches a listing back on (the caller checked its host is active). True if it was off. */
export function activateListingByAdmin(place: ListingPlace): Promise<boolean> {
  return switchOnKeepingPause(place, 'SET isActive = :true, updatedAt = :now REMOVE hiddenWithHost', 'attribute_exists(pk) AND isActive = :false');
}

export interface AdminListingPage {
  items: AdminListingRecord[];
  lastKey: Record<string, unknown> | undefined;
}

// A Set: the card's fields hold isActive too (issue 16), and a projection may not name a path twice.
const adminFields = [...new Set([...listingSummaryFields, 'companyDomain', 'isActive', 'hiddenWithHost'] as const)];

/** Every listing of a company, active or not, newest first (gsi3, written by the listings store). */
export async function listCompanyListingsForAdmin(domain: string, limit: number, startKey?: Record<string, unknown>): Promise<AdminListingPage> {
  const names = Object.fromEntries(adminFields.map((field, i) => [`#f${i}`, field]));
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':pk': keys.companyAllListingsPartition(domain) },
      ProjectionExpression: Object.keys(names).join(', '),
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  const items = (result.Items ?? []).map((item) => {
    const listing = Object.fromEntries(adminFields.map((field) => [field, item[field] ?? null])) as Record<string, unknown>;
    listing.images ??= [];
    listing.isActive = item.isActive === true;
    listing.hiddenWithHost = item.hiddenWithHost === true;
    return listing as unknown as AdminListingRecord;
  });
  return { items, lastKey: result.LastEvaluatedKey };
}
