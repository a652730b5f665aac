import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_FETCH_TIMEOUT_MS } from '@worknest/shared/calendar';

/*
 * The scheduled calendar sync's sweep (issue 20 audit): page after page of the due index until none
 * is due or the time budget is spent. The store is a stand-in for the sparse gsi1 partition: a
 * sync moves its listing out of it (as a real sync moves its due time), a failed one leaves it.
 */

let due: string[] = [];
const failing = new Set<string>();
const synced: string[] = [];
let clockMs = 0;
let msPerSync = 0;

vi.mock('../../store/calendar', () => ({
  listListingsDueForSync: vi.fn(async (_nowIso: string, limit: number, startKey?: { listingId: string }) => {
    // Positional, as DynamoDB's ExclusiveStartKey: what sorts after the previous page's last key.
    const after = startKey ? due.filter((id) => id > startKey.listingId) : due;
    const listingIds = after.slice(0, limit);
    return { listingIds, next: listingIds.length === limit ? { listingId: listingIds.at(-1) } : undefined };
  }),
  getCalendarImports: vi.fn(async (listingId: string) => {
    clockMs += msPerSync;
    if (failing.has(listingId)) throw new Error('DynamoDB said no');
    synced.push(listingId);
    due = due.filter((id) => id !== listingId);
    return null;
  }),
  putCalendarImports: vi.fn(),
}));

const { syncDueCalendars, SYNC_JOB_BUDGET_MS } = await import('./sync-calendar-imports');
const { listListingsDueForSync } = await import('../../store/calendar');
const { scheduledJobs } = await import('../../schedules');

const listings = (count: number) => Array.from({ length: count }, (_, i) => `listing-${String(i).padStart(3, '0')}`);

beforeEach(() => {
  clockMs = 0;
  msPerSync = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clockMs);
});

afterEach(() => {
  due = [];
  failing.clear();
  synced.length = 0;
  vi.restoreAllMocks();
  vi.mocked(listListingsDueForSync).mockClear();
});

describe('syncDueCalendars', () => {
  it('syncs every due listing, page after page, when more are due than one page holds', async () => {
    due = listings(7);
    const summary = await syncDueCalendars(Date.now(), { batch: 2 });
    expect(synced.sort()).toEqual(listings(7));
    expect(due).toEqual([]);
    expect(summary).toMatchObject({ listings: 7, budgetSpent: false });
    expect(summary.pages).toBeGreaterThanOrEqual(4);
  });

  it('does not read a listing whose sync failed again in the same run, and ends', async () => {
    due = listings(5);
    failing.add('listing-001');
    const summary = await syncDueCalendars(Date.now(), { batch: 2 });
    expect(synced.sort()).toEqual(['listing-000', 'listing-002', 'listing-003', 'listing-004']);
    expect(due).toEqual(['listing-001']); // still due: the next run retries it
    expect(summary).toMatchObject({ listings: 5, failed: 1 });
  });

  it('starts no new group of listings once its time budget is spent; the rest stays due', async () => {
    due = listings(10);
    msPerSync = 60_000; // a group of four takes the clock to 240 s, past the 200 s budget
    const summary = await syncDueCalendars(Date.now(), { batch: 50 });
    expect(synced).toHaveLength(4);
    expect(due).toHaveLength(6);
    expect(summary).toMatchObject({ listings: 4, budgetSpent: true });
  });

  it('reads nothing when the budget is spent from the start', async () => {
    due = listings(3);
    const summary = await syncDueCalendars(Date.now(), { budgetMs: 0 });
    expect(listListingsDueForSync).not.toHaveBeenCalled();
    expect(summary).toMatchObject({ listings: 0, budgetSpent: true });
  });

  it('keeps its budget plus the last group (one fetch deadline and its writes) well inside the Lambda timeout', () => {
    const job = scheduledJobs.find((entry) => entry.name === 'sync-calendar-imports')!;
    expect(SYNC_JOB_BUDGET_MS + CALENDAR_FETCH_TIMEOUT_MS + 60_000).toBeLessThanOrEqual(job.timeoutSeconds! * 1000);
  });
});
