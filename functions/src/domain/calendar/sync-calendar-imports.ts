import { randomUUID } from 'node:crypto';
import { addDays, utcDate } from '@worknest/shared/booking';
import {
  CALENDAR_IMPORT_HORIZON_DAYS,
  CALENDAR_MESSAGES,
  CALENDAR_SYNC_INTERVAL_MINUTES,
  type CalendarConflict,
  type CalendarImportsView,
} from '@worknest/shared/calendar';
import { logger } from '../../logging/logger';
import {
  getCalendarImports,
  listListingsDueForSync,
  putCalendarImports,
  type CalendarImportRecord,
  type CalendarImportsRecord,
} from '../../store/calendar';
import { nowIso, nowMs } from '../../clock';
import { refreshListingAvailability } from '../../store/listing-search';
import { getListing, type ListingRecord } from '../../store/listings';
import { blockImportedNight, listNightItems, unblockImportedNight, type NightItem } from '../../store/nights';
import { hitRateLimit } from '../../store/rate-limits';
import { RateLimitedError } from '../errors';
import { timeBudget } from '../time-budget';
import type { Viewer } from '../listings/viewer';
import { calendarImportsView, hostedListing } from './calendar-imports-view';
import { CalendarFetchError, fetchCalendar } from './fetch-calendar';
import { importedNights, MalformedCalendarError, type ImportedNights } from './parse-calendar';

/**
 * Importing external calendars (issue 20): each listing's host lists up to three calendar URLs;
 * a sync fetches them (fetch-calendar.ts: SSRF rules, timeout, size cap), reads the nights their
 * events cover (parse-calendar.ts) and makes those nights `blocked` night items, the same items
 * that stop a checkout from holding a night (store/nights.ts), so they cannot be booked. Rules:
 * - a booked or held night is never touched; an event over a Worknest stay is a conflict, shown
 *   to the host with the booking (the stay stands);
 * - a calendar that fails (unreachable, malformed, refused) changes no night: its nights stay
 *   blocked as of its last successful sync, and the host sees the error with that time;
 * - a night is given back when no calendar that read successfully still covers it (or the host
 *   removed the calendar). Each night item records which calendars block it (`blockedBy`).
 * The job runs it every 30 minutes for listings whose sync is due; "Sync now" runs it at once.
 */

const SYNC_CONCURRENCY = 8;
const SYNC_NOW_LIMIT = { scope: 'calendar-sync', limit: 6, windowMs: 60_000 };

function nextSyncAt(now: number): string {
  return new Date(now + CALENDAR_SYNC_INTERVAL_MINUTES * 60_000).toISOString();
}


/** Runs `work` over `items`, at most `limit` at a time. */
async function inBatches<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += limit) await Promise.all(items.slice(i, i + limit).map(work));
}

type FeedResult = { importId: string; ok: true; nights: ImportedNights } | { importId: string; ok: false; error: string; code: string };

async function readFeed(entry: CalendarImportRecord, listing: ListingRecord, today: string): Promise<FeedResult> {
  try {
    const text = await fetchCalendar(entry.url);
    const nights = importedNights(text, { from: today, until: addDays(today, CALENDAR_IMPORT_HORIZON_DAYS), timeZone: listing.timeZone });
    return { importId: entry.id, ok: true, nights };
  } catch (error) {
    if (error instanceof CalendarFetchError) return { importId: entry.id, ok: false, error: error.userMessage, code: error.code };
    if (error instanceof MalformedCalendarError) return { importId: entry.id, ok: false, error: CALENDAR_MESSAGES.malformed, code: 'malformed' };
    throw error;
  }
}

interface NightChanges {
  blocked: number;
  released: number;
  conflicts: Map<string, CalendarConflict[]>;
  blockedPerImport: Map<string, number>;
}

/**
 * Applies what the calendars that were read say to the listing's night items. `currentIds` are
 * the listing's imports now: claims of any other id (a removed calendar) are released too.
 */
async function applyNights(listingId: string, results: readonly FeedResult[], currentIds: ReadonlySet<string>, now: number, today: string): Promise<NightChanges> {
  const items = await listNightItems(listingId, today);
  const byNight = new Map<string, NightItem>(items.map((item) => [item.night, item]));
  const changes: NightChanges = { blocked: 0, released: 0, conflicts: new Map(), blockedPerImport: new Map() };
  const toBlock: { night: string; importId: string }[] = [];
  const toRelease = new Map<string, Set<string>>();
  const release = (night: string, importId: string) => {
    if (!toRelease.has(night)) toRelease.set(night, new Set());
    toRelease.get(night)!.add(importId);
  };

  for (const result of results) {
    if (!result.ok) continue;
    const conflicts: CalendarConflict[] = [];
    let blocked = 0;
    for (const [night, summary] of result.nights) {
      const item = byNight.get(night);
      if (item?.state === 'booked') {
        conflicts.push({ night, bookingId: item.bookingId ?? '', summary });
        continue;
      }
      // A checkout holds it right now: left alone; the next sync blocks it if the hold runs out.
      if (item?.state === 'held' && (item.holdExpiresAtMs ?? 0) > now) continue;
      blocked++;
      if (item?.state === 'blocked' && item.blockedBy.includes(result.importId)) continue;
      toBlock.push({ night, importId: result.importId });
    }
    changes.conflicts.set(result.importId, conflicts);
    changes.blockedPerImport.set(result.importId, blocked);
    for (const item of items) {
      if (item.state === 'blocked' && item.blockedBy.includes(result.importId) && !result.nights.has(item.night)) release(item.night, result.importId);
    }
  }
  for (const item of items) {
    if (item.state !== 'blocked') continue;
    for (const id of item.blockedBy) if (!currentIds.has(id)) release(item.night, id);
  }

  await inBatches(toBlock, SYNC_CONCURRENCY, async ({ night, importId }) => {
    if ((await blockImportedNight(listingId, night, importId, now)) === 'blocked') changes.blocked++;
  });
  await inBatches([...toRelease], SYNC_CONCURRENCY, async ([night, ids]) => {
    await unblockImportedNight(listingId, night, [...ids]);
    changes.released++;
  });
  return changes;
}

export interface SyncSummary {
  calendars: number;
  failed: number;
  blocked: number;
  released: number;
  conflicts: number;
}

/**
 * Syncs one listing's imported calendars now. Statuses are written conditional on the version
 * read; if the host changed the list meanwhile, the statuses of calendars still listed are merged
 * into the new version (and a removed calendar's claims are released by the next sync at the latest).
 */
export async function syncListingCalendars(listingId: string, now: number = nowMs()): Promise<SyncSummary> {
  const empty: SyncSummary = { calendars: 0, failed: 0, blocked: 0, released: 0, conflicts: 0 };
  const record = await getCalendarImports(listingId);
  const listing = record ? await getListing(listingId) : null;
  if (!record || !listing) return empty;
  const today = utcDate(now);
  const results = await Promise.all(record.imports.map((entry) => readFeed(entry, listing, today)));
  const changes = await applyNights(listingId, results, new Set(record.imports.map((entry) => entry.id)), now, today);
  if (changes.blocked > 0 || changes.released > 0) await refreshListingAvailability(listingId, now);

  const at = new Date(now).toISOString();
  const statusOf = new Map(results.map((result) => [result.importId, result]));
  let current: CalendarImportsRecord | null = record;
  for (let attempt = 0; current && attempt < 3; attempt++) {
    const updated: CalendarImportRecord[] = current.imports.map((entry) => {
      const result = statusOf.get(entry.id);
      if (!result) return entry;
      if (!result.ok) return { ...entry, lastAttemptAt: at, lastError: result.error };
      return {
        ...entry,
        lastAttemptAt: at,
        lastSuccessAt: at,
        lastError: null,
        blockedNights: changes.blockedPerImport.get(entry.id) ?? 0,
        conflicts: changes.conflicts.get(entry.id) ?? [],
      };
    });
    const next: CalendarImportsRecord = { ...current, imports: updated, version: randomUUID(), nextSyncAt: nextSyncAt(now) };
    if (await putCalendarImports(next, current.version)) break;
    current = await getCalendarImports(listingId);
  }

  const failures = results.filter((result) => !result.ok);
  for (const failure of failures) logger.warn('calendar import failed', { listingId, importId: failure.importId, code: (failure as { code: string }).code });
  const conflicts = [...changes.conflicts.values()].reduce((sum, list) => sum + list.length, 0);
  logger.info('calendars synced', { listingId, calendars: results.length, failed: failures.length, blocked: changes.blocked, released: changes.released, conflicts });
  return { calendars: results.length, failed: failures.length, blocked: changes.blocked, released: changes.released, conflicts };
}

/**
 * `PUT /api/listings/{id}/calendar-imports {urls}` (its host): the list replaces the old one;
 * calendars kept keep their state, new ones are read at once, removed ones give their nights back.
 */
export async function saveCalendarImports(listingId: string, urls: readonly string[], viewer: Viewer): Promise<CalendarImportsView> {
  const listing = await hostedListing(listingId, viewer);
  // Saving reads the calendars at once, so it counts against "Sync now"'s limit, the same bucket
  // (issue 33): alternating the two, or saving alone, cannot drive more fetches than Sync now.
  await spendSyncNow(listing.id);
  const now = nowMs();
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = await getCalendarImports(listing.id);
    const kept = new Map((before?.imports ?? []).map((entry) => [entry.url, entry]));
    const imports: CalendarImportRecord[] = urls.map(
      (url) => kept.get(url) ?? { id: randomUUID(), url, lastAttemptAt: null, lastSuccessAt: null, lastError: null, blockedNights: 0, conflicts: [] },
    );
    const next: CalendarImportsRecord = { listingId: listing.id, hostId: listing.userId, imports, version: randomUUID(), nextSyncAt: nowIso() };
    if (await putCalendarImports(next, before?.version ?? null)) {
      logger.info('calendar imports saved', { listingId: listing.id, calendars: imports.length });
      // Reads the new calendars and releases the removed ones' nights (they are no longer listed).
      await syncListingCalendars(listing.id, now);
      return calendarImportsView(listing.id);
    }
  }
  throw new Error('Could not save the calendar imports');
}

/** One of the listing's reads on demand (Sync now or a save): 6 a minute, else 429. */
async function spendSyncNow(listingId: string): Promise<void> {
  const retryAfter = await hitRateLimit(SYNC_NOW_LIMIT, listingId);
  if (retryAfter !== null) throw new RateLimitedError(CALENDAR_MESSAGES.syncTooOften, retryAfter, 'sync_rate_limited');
}

/** `POST /api/listings/{id}/calendar-imports/sync` ("Sync now", its host; a few a minute, shared with saving). */
export async function syncCalendarImportsNow(listingId: string, viewer: Viewer): Promise<CalendarImportsView> {
  const listing = await hostedListing(listingId, viewer);
  await spendSyncNow(listing.id);
  await syncListingCalendars(listing.id);
  return calendarImportsView(listing.id);
}

/**
 * The scheduled sync's working time: its Lambda has 300 s (functions/src/schedules.ts); no new
 * group of listings starts after 200 s, and the group under way then needs at most one fetch
 * deadline (10 s, its calendars in parallel) plus its night writes.
 */
export const SYNC_JOB_BUDGET_MS = 200_000;
/** Listings synced at once by the job (each fetches up to three calendars in parallel). */
const JOB_LISTING_CONCURRENCY = 4;

export interface DueSyncOptions {
  /** Listings read per page of the due index. */
  batch?: number;
  budgetMs?: number;
}

/**
 * The scheduled sync (every 30 minutes): listings whose next sync is due, most overdue first, page
 * after page until none is due or the time budget is spent (what is left stays due for the next
 * run). A sweep: each sync moves its listing's due time, so a late, repeated or overlapping run
 * only repeats work that is idempotent. Pages follow the index's own cursor, so a listing whose
 * sync failed (its due time stays) is not read again in the same run.
 */
export async function syncDueCalendars(
  now: number,
  { batch = 50, budgetMs = SYNC_JOB_BUDGET_MS }: DueSyncOptions = {},
): Promise<SyncSummary & { listings: number; pages: number; budgetSpent: boolean }> {
  const budget = timeBudget(budgetMs);
  const dueBefore = new Date(now).toISOString();
  const total = { listings: 0, pages: 0, budgetSpent: false, calendars: 0, failed: 0, blocked: 0, released: 0, conflicts: 0 };
  let startKey: Record<string, unknown> | undefined;
  do {
    if (budget.spent()) {
      total.budgetSpent = true;
      break;
    }
    const page = await listListingsDueForSync(dueBefore, batch, startKey);
    total.pages++;
    for (let i = 0; i < page.listingIds.length && !total.budgetSpent; i += JOB_LISTING_CONCURRENCY) {
      if (budget.spent()) {
        total.budgetSpent = true;
        break;
      }
      const group = page.listingIds.slice(i, i + JOB_LISTING_CONCURRENCY);
      total.listings += group.length;
      await Promise.all(
        group.map(async (listingId) => {
          try {
            const summary = await syncListingCalendars(listingId, now);
            total.calendars += summary.calendars;
            total.failed += summary.failed;
            total.blocked += summary.blocked;
            total.released += summary.released;
            total.conflicts += summary.conflicts;
          } catch (error) {
            // One listing's failure must not stop the others; its due time stays, so the next run retries.
            logger.error('calendar sync failed', { listingId, error: error as Error });
            total.failed++;
          }
        }),
      );
    }
    startKey = page.next;
  } while (startKey && !total.budgetSpent);
  if (total.budgetSpent) logger.warn('calendar sync stopped at its time budget; the next run continues', { listings: total.listings, budgetMs });
  return total;
}
