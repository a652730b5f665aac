import { describe, expect, it } from 'vitest';
import type { ListingSummary } from './listing';
import { matchesSearch, searchWords, type SearchEntry, type SearchFilters } from './listing-search-rules';
import { searchEntry } from './fixtures/search-entry';
import { alertMatches, alertWindow, nextAlertDueAt, SEARCH_ALERT_MAX_LISTINGS, SEARCH_ALERT_SETTLE_MS, savedSearchPath } from './saved-searches-rules';

/* Issue 39: which listings a saved search's alert names (the send-search-alerts job's pure rules). */

const TODAY = '2030-03-10';
const NOW = Date.parse('2030-03-10T12:00:00Z');
const LAST_ALERT = '2030-03-09T12:00:00.000Z';

/** A listing as the index holds it (fixtures/search-entry.ts), listed this morning. */
const entry = (id: string, patch: Partial<SearchEntry> = {}) => searchEntry({ id, createdAt: '2030-03-10T08:00:00.000Z', ...patch });

const matcher = (filters: SearchFilters) => (candidate: SearchEntry) => matchesSearch(candidate, filters, TODAY, NOW);
const window = alertWindow(LAST_ALERT, NOW);

describe('saved search alerts (issue 39)', () => {
  it('are due a day or a week after the last alert, never when off', () => {
    expect(nextAlertDueAt(LAST_ALERT, 'daily')).toBe('2030-03-10T12:00:00.000Z');
    expect(nextAlertDueAt(LAST_ALERT, 'weekly')).toBe('2030-03-16T12:00:00.000Z');
    expect(nextAlertDueAt(LAST_ALERT, 'off')).toBeNull();
  });

  it('count listings created after the last alert and up to a moment ago, so consecutive windows neither overlap nor leave gaps', () => {
    expect(window).toEqual({ after: LAST_ALERT, until: new Date(NOW - SEARCH_ALERT_SETTLE_MS).toISOString() });
    const next = alertWindow(window.until, NOW + 86_400_000);
    expect(next.after).toBe(window.until);
    // A run right after the last alert has an empty window, never one that ends before it starts.
    expect(alertWindow(LAST_ALERT, Date.parse(LAST_ALERT) + 1_000)).toEqual({ after: LAST_ALERT, until: LAST_ALERT });
  });

  it('name new matches only: older ones, too-recent ones and non-matching ones are left out', () => {
    const entries = [
      entry('old', { createdAt: '2030-03-09T11:59:59.000Z' }),
      entry('at-last-alert', { createdAt: LAST_ALERT }),
      entry('new-lisbon'),
      entry('new-porto', { words: searchWords('Flat', 'Porto', 'Portugal') }),
      entry('new-expensive', { pricePerNight: 30_000 }),
      entry('too-recent', { createdAt: new Date(NOW - 1_000).toISOString() }),
    ];
    const found = alertMatches(entries, matcher({ q: 'lisbon', maxPrice: 10_000 }), window);
    expect(found.listings.map((listing) => listing.id)).toEqual(['new-lisbon']);
    expect(found.total).toBe(1);
  });

  it('leave out the member’s own homes, blocked hosts’ homes and homes not in search', () => {
    const entries = [
      entry('mine', { card: { id: 'mine', userId: 'me' } as ListingSummary }),
      entry('blocked', { card: { id: 'blocked', userId: 'blocked-host' } as ListingSummary }),
      entry('paused', { paused: true }),
      entry('hidden', { visible: false }),
      entry('ok'),
    ];
    const found = alertMatches(entries, matcher({ excludeHostId: 'me', excludeHostIds: new Set(['blocked-host']) }), window);
    expect(found.listings.map((listing) => listing.id)).toEqual(['ok']);
  });

  it(`list at most ${SEARCH_ALERT_MAX_LISTINGS}, newest first, and count them all`, () => {
    const entries = Array.from({ length: 13 }, (_, i) => entry(`home-${String(i).padStart(2, '0')}`, { createdAt: new Date(Date.parse(LAST_ALERT) + (i + 1) * 60_000).toISOString() }));
    const found = alertMatches(entries, matcher({}), window);
    expect(found.total).toBe(13);
    expect(found.listings).toHaveLength(SEARCH_ALERT_MAX_LISTINGS);
    expect(found.listings[0]!.id).toBe('home-12');
  });

  it('link to the listings page with the search’s own parameters', () => {
    expect(savedSearchPath({ workspace: 'true', q: 'Lisbon old town' })).toBe('/app/listings?q=Lisbon+old+town&workspace=true');
    expect(savedSearchPath({})).toBe('/app/listings');
  });
});
