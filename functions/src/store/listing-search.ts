import { GetCommand, QueryCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { addDays, utcDate } from '@worknest/shared/booking-rules';
import type { Listing, ListingSummary, RentalType } from '@worknest/shared/listing';
import { listingSummaryFields } from '@worknest/shared/listing-options';
import { compareForSort, datesToRanges, parseRanges, SEARCH_WARMING_UP, searchWords, type ListingSort, type SearchEntry } from '@worknest/shared/listing-search-rules';
import { isWorkReady } from '@worknest/shared/work-ready';
import { db, tableName } from '../adapters/dynamodb';
import { changeClockMs, ttlFromMs } from '../clock';
import { NotReadyError } from '../domain/errors';
import { isConditionFailure } from './conditional';
import { keys } from './keys';
import { readSearchSnapshot, type SearchSnapshot } from './search-snapshot';

/*
 * Search entries and availability summaries (docs/data-model.md, "Search", issue 18).
 *
 * Every listing has one search entry at `LISTING#<id>` / `SEARCH`: its card, the fields the
 * filters read, and one attribute per taken night (`n<yyyy-MM-dd>` → 0 when booked, or the epoch
 * ms until which a checkout holds it). The listing writes keep the listing part current (same
 * transaction as the listing); the booking transactions that hold and book nights keep the
 * nights part current (`availabilityClaimItem`, same transaction); releases rebuild it from the
 * night items (`refreshListingAvailability`).
 *
 * Entries sit in their company's gsi3 partition ordered by `changedAt`. A search reads them from a
 * per-instance copy that one small Query brings up to date (entries changed since the last look,
 * with an overlap for clocks and index lag), so a search costs the same Query at 100 or 10,000
 * listings, and the filters then run in memory, with the pure rules of packages/shared.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The listing fields a search entry is made of (the stored listing, whatever else it has). */
export type SearchSource = Omit<Listing, 'accepts' | 'acceptsChosen'> & { companyDomain: string; accepts?: readonly string[] | null };

/** Deleted listings leave a tombstone this long, so every warm copy hears of the delete. */
const TOMBSTONE_TTL_MS = 2 * 24 * 3_600_000;
/** A warm copy re-reads what changed this long before its last look (writer clocks, index lag). */
const SYNC_OVERLAP_MS = 10_000;
/** And reloads everything this often anyway. */
const FULL_RELOAD_MS = 30 * 60_000;
/** Entries kept per instance, over all companies (least recently searched companies go first). */
const MAX_CACHED_ENTRIES = 200_000;

// --- Writes ---------------------------------------------------------------------------------

/** When an entry changed, on the replication clock (clock.ts `changeClockMs`). */
function changeStamp(): string {
  return new Date(changeClockMs()).toISOString();
}

/** The listing part of a search entry, as stored attributes (null values are removed). */
export function searchAttributes(source: SearchSource): Record<string, unknown> {
  const card = Object.fromEntries(listingSummaryFields.map((field) => [field, (source as unknown as Record<string, unknown>)[field] ?? null]));
  const offered = [...source.availableDates].sort();
  return {
    ...card,
    type: 'listingSearch',
    companyDomain: source.companyDomain,
    words: searchWords(source.title, source.city, source.country).join(' '),
    wifiMbps: source.workReady.wifiMbps,
    workReadyBadge: isWorkReady(source),
    amenities: source.amenities,
    // Issue 37 (ADR 0161): the host's list; absent is the default.
    accepts: source.accepts ?? null,
    visible: source.isActive,
    paused: source.paused === true,
    offered: datesToRanges(offered),
    lastOffered: offered.at(-1) ?? null,
    minNights: source.minNights,
    maxNights: source.maxNights,
    advanceNoticeDays: source.advanceNoticeDays,
  };
}

/**
 * The transaction item that writes the listing part of a listing's search entry (create or any
 * edit), leaving its nights as they are. Put it in the same transaction as the listing write.
 */
export function searchEntryWriteItem(source: SearchSource): TransactItem {
  const changedAt = changeStamp();
  const attributes = {
    ...searchAttributes(source),
    ...keys.companySearchIndex(source.companyDomain, changedAt, source.id),
    changedAt,
  };
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = ['#deleted', '#ttl'];
  names['#deleted'] = 'deleted';
  names['#ttl'] = 'ttl';
  Object.entries(attributes).forEach(([name, value], i) => {
    names[`#a${i}`] = name;
    if (value === null || value === undefined || value === '') removes.push(`#a${i}`);
    else {
      values[`:a${i}`] = value;
      sets.push(`#a${i} = :a${i}`);
    }
  });
  return {
    Update: {
      TableName: tableName(),
      Key: keys.listingSearch(source.id),
      UpdateExpression: `SET ${sets.join(', ')} REMOVE ${removes.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** The transaction item that leaves a tombstone for a deleted listing (warm copies drop it). */
export function searchEntryDeleteItem(listing: { id: string; companyDomain: string }, nowMs: number): TransactItem {
  const changedAt = changeStamp();
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.listingSearch(listing.id),
        ...keys.companySearchIndex(listing.companyDomain, changedAt, listing.id),
        type: 'listingSearch',
        id: listing.id,
        deleted: true,
        changedAt,
        ttl: ttlFromMs(nowMs + TOMBSTONE_TTL_MS),
      },
    },
  };
}

/** The transaction item that shows or hides a listing in search (admin switch, host deactivated). */
export function searchVisibilityItem(listingId: string, visible: boolean): TransactItem {
  const changedAt = changeStamp();
  return {
    Update: {
      TableName: tableName(),
      Key: keys.listingSearch(listingId),
      UpdateExpression: 'SET visible = :visible, changedAt = :changedAt, gsi3sk = :sk',
      ExpressionAttributeValues: { ':visible': visible, ':changedAt': changedAt, ':sk': keys.companySearchSortKey(changedAt, listingId) },
    },
  };
}

/**
 * THE availability hook: the transaction item that marks nights of a listing taken in its
 * summary, in the same transaction that holds or books them (`claimNightItems` in nights.ts).
 * `holdExpiresAtMs` for a hold, null for booked nights.
 */
export function availabilityClaimItem(listingId: string, nights: readonly string[], holdExpiresAtMs: number | null): TransactItem {
  const changedAt = changeStamp();
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':taken': holdExpiresAtMs ?? 0, ':changedAt': changedAt, ':sk': keys.companySearchSortKey(changedAt, listingId) };
  const sets = nights.map((night, i) => {
    names[`#n${i}`] = keys.searchNightAttribute(night);
    return `#n${i} = :taken`;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: keys.listingSearch(listingId),
      UpdateExpression: `SET ${[...sets, 'changedAt = :changedAt', 'gsi3sk = :sk'].join(', ')}`,
      ...(nights.length ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    },
  };
}

const NIGHT_ATTRIBUTE = /^n\d{4}-\d{2}-\d{2}$/;

/**
 * Rebuilds a listing's availability summary from its night items (after nights were given back:
 * a released hold, a cancelled stay, removed dates). Optimistic: it writes only if nobody changed
 * the entry meanwhile, else reads again. Nights before yesterday are dropped.
 */
export async function refreshListingAvailability(listingId: string, nowMs: number): Promise<void> {
  const from = addDays(utcDate(nowMs), -1);
  for (let attempt = 0; attempt < 8; attempt++) {
    const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.listingSearch(listingId), ConsistentRead: true }));
    if (!Item || Item.deleted === true) return;
    const live = new Map<string, number>();
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND sk >= :from',
          ExpressionAttributeValues: { ':pk': keys.listingNightsPartition(listingId), ':from': from },
          ProjectionExpression: 'night, #state, holdExpiresAtMs',
          ExpressionAttributeNames: { '#state': 'state' },
          ConsistentRead: true,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const night of page.Items ?? []) {
        // Booked nights, and nights an imported calendar blocks (issue 20), are taken for good.
        if (night.state === 'booked' || night.state === 'blocked') live.set(String(night.night), 0);
        else if (night.state === 'held' && Number(night.holdExpiresAtMs) > nowMs) live.set(String(night.night), Number(night.holdExpiresAtMs));
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);

    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets: string[] = [];
    const removes: string[] = [];
    let i = 0;
    for (const [night, value] of live) {
      const attribute = keys.searchNightAttribute(night);
      if (Item[attribute] === value) continue;
      names[`#n${i}`] = attribute;
      values[`:n${i}`] = value;
      sets.push(`#n${i} = :n${i}`);
      i++;
    }
    for (const attribute of Object.keys(Item)) {
      if (!NIGHT_ATTRIBUTE.test(attribute) || live.has(attribute.slice(1))) continue;
      names[`#n${i}`] = attribute;
      removes.push(`#n${i}`);
      i++;
    }
    if (sets.length === 0 && removes.length === 0) return;
    const changedAt = changeStamp();
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.listingSearch(listingId),
          UpdateExpression: `SET ${[...sets, 'changedAt = :changedAt', 'gsi3sk = :sk'].join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
          ConditionExpression: Item.changedAt === undefined ? 'attribute_not_exists(changedAt)' : 'changedAt = :seen',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: {
            ...values,
            ':changedAt': changedAt,
            ':sk': keys.companySearchSortKey(changedAt, listingId),
            ...(Item.changedAt === undefined ? {} : { ':seen': Item.changedAt }),
          },
        }),
      );
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

// --- Reads: a warm copy per instance ----------------------------------------------------------

interface CachedEntry extends SearchEntry {
  changedAt: string;
}

interface CompanyCopy {
  entries: Map<string, CachedEntry>;
  sorted: Partial<Record<ListingSort, SearchEntry[]>>;
  syncedToMs: number;
  loadedAtMs: number;
}

const copies = new Map<string, CompanyCopy>();

function toEntry(item: Record<string, unknown>): CachedEntry {
  const card = Object.fromEntries(listingSummaryFields.map((field) => [field, item[field] ?? (field === 'images' ? [] : null)])) as unknown as ListingSummary;
  const taken = new Map<string, number>();
  for (const attribute in item) {
    // 110 is "n": most attributes are not nights, and a character is cheaper than the pattern.
    if (attribute.charCodeAt(0) === 110 && NIGHT_ATTRIBUTE.test(attribute)) taken.set(attribute.slice(1), Number(item[attribute]));
  }
  return {
    id: String(item.id),
    card,
    words: String(item.words ?? '').split(' ').filter(Boolean),
    pricePerNight: Number(item.pricePerNight),
    maxGuests: Number(item.maxGuests),
    rentalType: item.rentalType as RentalType,
    hasWorkspace: item.hasWorkspace === true,
    wifiMbps: typeof item.wifiMbps === 'number' ? item.wifiMbps : null,
    workReady: item.workReadyBadge === true,
    amenities: Array.isArray(item.amenities) ? (item.amenities as string[]) : [],
    accepts: Array.isArray(item.accepts) ? (item.accepts as string[]) : null,
    visible: item.visible === true,
    paused: item.paused === true,
    offered: parseRanges(typeof item.offered === 'string' ? item.offered : ''),
    lastOffered: typeof item.lastOffered === 'string' ? item.lastOffered : null,
    minNights: Number(item.minNights ?? 1),
    maxNights: typeof item.maxNights === 'number' ? item.maxNights : null,
    advanceNoticeDays: Number(item.advanceNoticeDays ?? 0),
    createdAt: String(item.createdAt),
    taken,
    changedAt: String(item.changedAt),
  };
}

/** Applies one stored entry to a copy; true when the copy changed. */
function apply(copy: CompanyCopy, item: Record<string, unknown>): boolean {
  const id = String(item.id);
  const known = copy.entries.get(id);
  if (known && String(item.changedAt) <= known.changedAt && item.deleted !== true) return false;
  if (item.deleted === true) return copy.entries.delete(id);
  // An entry written only by a booking (a listing from before search existed) has no listing part yet.
  if (item.pricePerNight === undefined || item.createdAt === undefined) return false;
  copy.entries.set(id, toEntry(item));
  return true;
}

async function readPartition(domain: string, sinceIso: string | null, onItem: (item: Record<string, unknown>) => void): Promise<number> {
  let startKey: Record<string, unknown> | undefined;
  let read = 0;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi3',
        KeyConditionExpression: sinceIso ? 'gsi3pk = :pk AND gsi3sk >= :since' : 'gsi3pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.companySearchPartition(domain), ...(sinceIso ? { ':since': sinceIso } : {}) },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) onItem(item);
    read += page.Items?.length ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return read;
}

function evictIfFull(keep: string): void {
  let total = [...copies.values()].reduce((sum, copy) => sum + copy.entries.size, 0);
  for (const [domain, copy] of copies) {
    if (total <= MAX_CACHED_ENTRIES) return;
    if (domain === keep) continue;
    copies.delete(domain);
    total -= copy.entries.size;
  }
}

/** What a sync did, for logs and the bench (`snapshot`: a cold copy loaded from the company's snapshot, then `itemsRead` changed since). */
export interface SearchSync {
  mode: 'full' | 'delta' | 'snapshot';
  itemsRead: number;
  /** Entries the snapshot held (mode `snapshot`). */
  snapshotEntries?: number;
  /** Mode `snapshot`: milliseconds to read its parts, to unzip and parse them, to make the copy's entries, to catch up. */
  snapshotMs?: { read: number; decode: number; entries: number; catchUp: number };
}

/** Reads of a company's partition that searches share (cold, or long unsynced), per company. */
const syncing = new Map<string, Promise<{ copy: CompanyCopy; sync: SearchSync }>>();
/** A copy last synced longer ago than this catches up in one shared read (it may be large), like a cold one. */
const SHARED_CATCH_UP_AFTER_MS = 60_000;
/**
 * How long a search waits for a shared read before it answers "getting ready" (the read goes on,
 * and the next search picks it up): within the route's 25 s, so a slow read never runs a search
 * past its timeout (which would end the instance and the read with it).
 */
const SHARED_READ_WAIT_MS = 18_000;

/** `promise`, or NotReadyError (503, Retry-After, `search_warming_up`) once `ms` have passed (the promise runs on). */
async function withinWait<T>(promise: Promise<T>, ms = SHARED_READ_WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NotReadyError(SEARCH_WARMING_UP.message, SEARCH_WARMING_UP.retryAfterSeconds, SEARCH_WARMING_UP.code)), ms);
    timer.unref?.();
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Brings the instance's copy of a company's entries up to date: one Query of what changed, or a
 * full read when cold. A cold instance gets many searches at once (a page load, a crowd), and a
 * full read of 10,000 entries is ~10 MB: each search reading it again multiplied that by the
 * number of searches in flight and ran the function past its timeout (500s at 10,000 listings).
 * So a cold read (or the catch-up of a copy not synced for a minute) is one shared read per
 * company: the searches that arrive meanwhile wait for it, then read only what changed since it
 * began (so none misses a write that finished before it arrived). A search waits at most
 * SHARED_READ_WAIT_MS for it, then answers 503 "getting ready" (Retry-After, code
 * `search_warming_up`: the SPA asks again by itself) while the read goes on.
 */
async function syncCompany(domain: string): Promise<{ copy: CompanyCopy; sync: SearchSync }> {
  const inFlight = syncing.get(domain);
  if (inFlight) await withinWait(inFlight.catch(() => undefined));
  const nowMs = changeClockMs();
  const known = copies.get(domain);
  const cold = !known || nowMs - known.loadedAtMs > FULL_RELOAD_MS || nowMs < known.syncedToMs - SYNC_OVERLAP_MS;
  if (cold || nowMs - known.syncedToMs > SHARED_CATCH_UP_AFTER_MS) {
    // Another search may have started a shared read while this one waited for the previous one.
    if (syncing.has(domain)) return syncCompany(domain);
    const read = cold ? loadCompany(domain, nowMs) : catchUp(domain, known, nowMs);
    syncing.set(domain, read);
    read.then(
      () => syncing.delete(domain),
      () => syncing.delete(domain),
    );
    return withinWait(read);
  }
  return catchUp(domain, known, nowMs);
}

/** Reads what changed since the copy's last look (with the overlap) into it. */
async function catchUp(domain: string, known: CompanyCopy, nowMs: number): Promise<{ copy: CompanyCopy; sync: SearchSync }> {
  // Map order is insertion order: re-inserting marks the company as recently searched.
  copies.delete(domain);
  copies.set(domain, known);
  let changed = false;
  const since = new Date(known.syncedToMs - SYNC_OVERLAP_MS).toISOString();
  const itemsRead = await readPartition(domain, since, (item) => {
    if (apply(known, item)) changed = true;
  });
  if (changed) known.sorted = {};
  known.syncedToMs = Math.max(known.syncedToMs, nowMs);
  return { copy: known, sync: { mode: 'delta', itemsRead } };
}

/**
 * A cold copy (issue 41, ADR 0125): from the company's snapshot when there is a recent one (one
 * Query of about a tenth of the bytes), then what changed since it like any warm copy; otherwise,
 * or when the snapshot cannot be read, the whole partition as before.
 */
async function loadCompany(domain: string, nowMs: number): Promise<{ copy: CompanyCopy; sync: SearchSync }> {
  const snapshot = snapshotReads ? await readSearchSnapshot(domain).catch(() => null) : null;
  if (snapshot && nowMs - snapshot.syncedToMs <= SNAPSHOT_MAX_AGE_MS && snapshot.syncedToMs <= nowMs + SYNC_OVERLAP_MS) {
    const copy: CompanyCopy = { entries: new Map(), sorted: {}, syncedToMs: snapshot.syncedToMs, loadedAtMs: nowMs };
    const started = performance.now();
    for (const item of snapshot.items) apply(copy, item);
    const made = performance.now();
    const { sync } = await catchUp(domain, copy, nowMs);
    evictIfFull(domain);
    const snapshotMs = { read: snapshot.readMs, decode: snapshot.decodeMs, entries: made - started, catchUp: performance.now() - made };
    return { copy, sync: { mode: 'snapshot', itemsRead: sync.itemsRead, snapshotEntries: snapshot.items.length, snapshotMs } };
  }
  return loadPartition(domain, nowMs);
}

async function loadPartition(domain: string, nowMs: number): Promise<{ copy: CompanyCopy; sync: SearchSync }> {
  const copy: CompanyCopy = { entries: new Map(), sorted: {}, syncedToMs: nowMs, loadedAtMs: nowMs };
  const itemsRead = await readPartition(domain, null, (item) => apply(copy, item));
  copies.delete(domain);
  copies.set(domain, copy);
  evictIfFull(domain);
  return { copy, sync: { mode: 'full', itemsRead } };
}

/**
 * A company's search entries in `sort` order, current as of now (see the top of this file). The
 * caller filters and pages them with the pure rules (`pageOfMatches`).
 */
export async function companySearchEntries(domain: string, sort: ListingSort): Promise<{ entries: readonly SearchEntry[]; sync: SearchSync }> {
  const { copy, sync } = await syncCompany(domain);
  let sorted = copy.sorted[sort];
  if (!sorted) {
    sorted = [...copy.entries.values()].sort(compareForSort(sort));
    copy.sorted[sort] = sorted;
  }
  return { entries: sorted, sync };
}

// --- Snapshots (issue 41, ADR 0125) -----------------------------------------------------------

/**
 * A snapshot older than this is not loaded (the partition is read instead): tombstones last
 * TOMBSTONE_TTL_MS, so catching up from an older one could miss a delete. The job rewrites a
 * snapshot at least every SNAPSHOT_REFRESH_MS, well within it.
 */
const SNAPSHOT_MAX_AGE_MS = 24 * 3_600_000;
/** The job writes a snapshot again when it changed, or when it is this old even if it did not. */
export const SNAPSHOT_REFRESH_MS = 6 * 3_600_000;

let snapshotReads = true;

/** Whether cold copies load from snapshots (the bench measures both ways in one run; tests). */
export function setSearchSnapshotReads(enabled: boolean): void {
  snapshotReads = enabled;
}

/** The attributes a snapshot leaves out of each entry (its keys, and what every entry of the company shares). */
const SNAPSHOT_OMITTED = new Set(['pk', 'sk', 'gsi3pk', 'gsi3sk', 'type', 'companyDomain']);

/**
 * A company's snapshot from a full read of its partition (the refresh-search-snapshots job): the
 * entries a copy would keep (no tombstones, no entries without their listing part), stamped with
 * the time the read started, so a reader catching up from it misses nothing written meanwhile.
 */
export async function buildSearchSnapshot(domain: string): Promise<SearchSnapshot> {
  const syncedToMs = changeClockMs();
  const items: Record<string, unknown>[] = [];
  let newest = '';
  await readPartition(domain, null, (item) => {
    newest = String(item.changedAt) > newest ? String(item.changedAt) : newest;
    if (item.deleted === true || item.pricePerNight === undefined || item.createdAt === undefined) return;
    items.push(Object.fromEntries(Object.entries(item).filter(([name]) => !SNAPSHOT_OMITTED.has(name))));
  });
  return { items, syncedToMs, fingerprint: `${items.length}:${newest}` };
}

/** Forgets every warm copy (tests). */
export function forgetSearchCopies(): void {
  copies.clear();
  syncing.clear();
}
