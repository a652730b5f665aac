import { describe, expect, it } from 'vitest';
import type { ListingSummary } from './listing';
import {
  compareForSort,
  datesToRanges,
  decodeSearchCursor,
  encodeSearchCursor,
  filtersOf,
  foldText,
  isPlainGrid,
  isStayOpen,
  listingSearchQuerySchema,
  matchesSearch,
  matchesWords,
  pageOfMatches,
  parseRanges,
  rangesCover,
  SEARCH_MESSAGES,
  searchWords,
  type SearchEntry,
} from './listing-search';
import { searchEntry } from './fixtures/search-entry';

const TODAY = '2030-03-10';
const NOW = Date.parse('2030-03-10T12:00:00Z');

/** A listing as the index holds it (fixtures/search-entry.ts). */
const entry = searchEntry;

function parse(query: Record<string, string>) {
  return listingSearchQuerySchema.safeParse(query);
}

function messages(query: Record<string, string>): string[] {
  const result = parse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('words: case and accents do not matter', () => {
  it('folds accents and letters NFD keeps', () => {
    expect(foldText('Malmö')).toBe('malmo');
    expect(foldText('São Paulo')).toBe('sao paulo');
    expect(foldText('Ærøskøbing')).toBe('aeroskobing');
    expect(foldText('Straße')).toBe('strasse');
    expect(foldText('Łódź')).toBe('lodz');
  });

  it('matches every query word as the start of a listing word', () => {
    const words = searchWords('Bright flat near Möllevången', 'Malmö', 'Sweden');
    expect(matchesWords(words, 'malmo')).toBe(true);
    expect(matchesWords(words, 'MALMÖ')).toBe(true);
    expect(matchesWords(words, 'mal')).toBe(true);
    expect(matchesWords(words, 'mollevangen sweden')).toBe(true);
    expect(matchesWords(words, 'malmo lisbon')).toBe(false);
    expect(matchesWords(words, 'almo')).toBe(false);
    expect(matchesWords(words, '')).toBe(true);
  });
});

describe('offered dates as runs', () => {
  it('merges consecutive days and covers a stay only inside one run', () => {
    const ranges = datesToRanges(['2030-03-12', '2030-03-11', '2030-03-13', '2030-03-20', '2030-03-12']);
    expect(ranges).toBe('2030-03-11/2030-03-13,2030-03-20/2030-03-20');
    const parsed = parseRanges(ranges);
    expect(rangesCover(parsed, '2030-03-11', '2030-03-13')).toBe(true);
    expect(rangesCover(parsed, '2030-03-12', '2030-03-14')).toBe(false);
    expect(rangesCover(parsed, '2030-03-20', '2030-03-20')).toBe(true);
    expect(datesToRanges([])).toBe('');
    expect(parseRanges('')).toEqual([]);
  });
});

describe('a stay is open by the checkout rules', () => {
  it('holds block until they run out; the check-out day is not a night', () => {
    const taken = new Map([
      ['2030-03-15', NOW + 60_000], // live hold
      ['2030-03-16', NOW - 1], // hold that ran out
      ['2030-03-18', 0], // booked
    ]);
    const home = entry({ taken });
    expect(isStayOpen(home, '2030-03-14', '2030-03-15', TODAY, NOW)).toBe(true); // leaves the morning the hold starts
    expect(isStayOpen(home, '2030-03-14', '2030-03-16', TODAY, NOW)).toBe(false); // sleeps the held night
    expect(isStayOpen(home, '2030-03-16', '2030-03-18', TODAY, NOW)).toBe(true); // expired hold, leaves the booked morning
    expect(isStayOpen(home, '2030-03-17', '2030-03-19', TODAY, NOW)).toBe(false);
    expect(isStayOpen(home, '2030-03-15', '2030-03-16', TODAY, NOW + 60_001)).toBe(true); // the hold has run out by then
  });

  it('applies minimum and maximum nights and advance notice', () => {
    const home = entry({ minNights: 3, maxNights: 5, advanceNoticeDays: 2 });
    expect(isStayOpen(home, '2030-03-12', '2030-03-14', TODAY, NOW)).toBe(false); // 2 < 3 nights
    expect(isStayOpen(home, '2030-03-12', '2030-03-15', TODAY, NOW)).toBe(true); // 3 nights, check-in today + 2
    expect(isStayOpen(home, '2030-03-12', '2030-03-18', TODAY, NOW)).toBe(false); // 6 > 5
    expect(isStayOpen(home, '2030-03-11', '2030-03-14', TODAY, NOW)).toBe(false); // only 1 day's notice
    expect(isStayOpen(entry(), '2030-03-09', '2030-03-11', TODAY, NOW)).toBe(false); // in the past
    expect(isStayOpen(entry(), TODAY, '2030-03-11', TODAY, NOW)).toBe(true);
  });

  it('needs every night offered when the host lists dates', () => {
    const home = entry({ offered: parseRanges(datesToRanges(['2030-03-12', '2030-03-13', '2030-03-14'])) });
    expect(isStayOpen(home, '2030-03-12', '2030-03-15', TODAY, NOW)).toBe(true); // the 15th is the check-out morning
    expect(isStayOpen(home, '2030-03-12', '2030-03-16', TODAY, NOW)).toBe(false);
    expect(isStayOpen(home, '2030-03-11', '2030-03-13', TODAY, NOW)).toBe(false);
  });
});

describe('matchesSearch: every filter at once', () => {
  it('filters by guests, price, type, workspace, WiFi, work-ready and amenities', () => {
    const home = entry();
    expect(matchesSearch(home, {}, TODAY, NOW)).toBe(true);
    expect(matchesSearch(home, { guests: 2 }, TODAY, NOW)).toBe(true);
    expect(matchesSearch(home, { guests: 3 }, TODAY, NOW)).toBe(false);
    expect(matchesSearch(home, { minPrice: 8500, maxPrice: 8500 }, TODAY, NOW)).toBe(true);
    expect(matchesSearch(home, { minPrice: 8501 }, TODAY, NOW)).toBe(false);
    expect(matchesSearch(home, { maxPrice: 8499 }, TODAY, NOW)).toBe(false);
    expect(matchesSearch(home, { type: 'room' }, TODAY, NOW)).toBe(false);
    expect(matchesSearch(entry({ hasWorkspace: false }), { workspace: true }, TODAY, NOW)).toBe(false);
    expect(matchesSearch(home, { minWifiMbps: 500 }, TODAY, NOW)).toBe(true);
    expect(matchesSearch(home, { minWifiMbps: 501 }, TODAY, NOW)).toBe(false);
    expect(matchesSearch(entry({ wifiMbps: null }), { minWifiMbps: 0 }, TODAY, NOW)).toBe(false); // unknown speed never matches
    expect(matchesSearch(entry({ workReady: false }), { workReady: true }, TODAY, NOW)).toBe(false);
    expect(matchesSearch(home, { amenities: ['WiFi', 'Kitchen'] }, TODAY, NOW)).toBe(true);
    expect(matchesSearch(home, { amenities: ['WiFi', 'Parking'] }, TODAY, NOW)).toBe(false);
    expect(matchesSearch(home, { q: 'lisbon', checkIn: '2030-03-12', checkOut: '2030-03-15', guests: 2 }, TODAY, NOW)).toBe(true);
  });

  it('leaves out hidden, paused and listings whose offered dates have passed', () => {
    expect(matchesSearch(entry({ visible: false }), {}, TODAY, NOW)).toBe(false);
    expect(matchesSearch(entry({ paused: true }), {}, TODAY, NOW)).toBe(false);
    expect(matchesSearch(entry({ lastOffered: '2030-03-09' }), {}, TODAY, NOW)).toBe(false);
    expect(matchesSearch(entry({ lastOffered: TODAY }), {}, TODAY, NOW)).toBe(true);
  });
});

describe('inPolicy: the company cap for the listing’s country (issue 35)', () => {
  const caps = { maxNightlyCents: 15_000, countryCaps: { CH: 25_000 } };
  const home = (pricePerNight: number, country: string) => entry({ pricePerNight, card: { country } as ListingSummary });

  it('keeps homes at or under the cap of their country, else the company’s', () => {
    expect(matchesSearch(home(15_000, 'Germany'), { policyCaps: caps }, TODAY, NOW)).toBe(true);
    expect(matchesSearch(home(15_001, 'Germany'), { policyCaps: caps }, TODAY, NOW)).toBe(false);
    expect(matchesSearch(home(18_000, 'Germany'), {}, TODAY, NOW)).toBe(true);
    expect(matchesSearch(home(24_000, 'Switzerland'), { policyCaps: caps }, TODAY, NOW)).toBe(true);
    expect(matchesSearch(home(25_001, 'Schweiz'), { policyCaps: caps }, TODAY, NOW)).toBe(false);
    // A country the rules cannot read falls under the company's cap.
    expect(matchesSearch(home(16_000, 'Atlantis'), { policyCaps: caps }, TODAY, NOW)).toBe(false);
    // No cap at all (a company without a policy, or only country caps): every home elsewhere is in policy.
    expect(matchesSearch(home(900_000, 'Germany'), { policyCaps: { maxNightlyCents: null, countryCaps: { CH: 25_000 } } }, TODAY, NOW)).toBe(true);
    expect(matchesSearch(home(26_000, 'CH'), { policyCaps: { maxNightlyCents: null, countryCaps: { CH: 25_000 } } }, TODAY, NOW)).toBe(false);
  });

  it('reads inPolicy as true or false and refuses anything else', () => {
    expect(parse({ inPolicy: 'true' }).data).toMatchObject({ inPolicy: true });
    expect(parse({ inPolicy: 'false' }).data?.inPolicy).toBeFalsy();
    expect(messages({ inPolicy: 'maybe' })).toEqual([SEARCH_MESSAGES.inPolicy]);
    expect(messages({ inPolicy: '1' })).toEqual([SEARCH_MESSAGES.inPolicy]);
  });
});

describe('paging in every order', () => {
  const homes = [
    entry({ id: 'a', pricePerNight: 5000, createdAt: '2030-01-01T00:00:00.000Z' }),
    entry({ id: 'b', pricePerNight: 9000, createdAt: '2030-01-02T00:00:00.000Z' }),
    entry({ id: 'c', pricePerNight: 5000, createdAt: '2030-01-03T00:00:00.000Z' }),
    entry({ id: 'd', pricePerNight: 7000, createdAt: '2030-01-03T00:00:00.000Z', rentalType: 'room' }),
    entry({ id: 'e', pricePerNight: 6000, createdAt: '2030-01-05T00:00:00.000Z' }),
  ];

  it.each([
    ['newest', ['e', 'd', 'c', 'b', 'a']],
    ['price_asc', ['c', 'a', 'e', 'd', 'b']],
    ['price_desc', ['b', 'd', 'e', 'c', 'a']],
  ] as const)('%s: pages of 2 give every match once', (sort, order) => {
    const sorted = [...homes].sort(compareForSort(sort));
    expect(sorted.map((home) => home.id)).toEqual(order);
    const seen: string[] = [];
    let after = null;
    do {
      const page = pageOfMatches(sorted, {}, sort, 2, after, TODAY, NOW);
      expect(page.total).toBe(5);
      seen.push(...page.items.map((home) => home.id));
      after = page.after ? decodeSearchCursor(encodeSearchCursor({ sort, after: page.after }), sort) : null;
    } while (after);
    expect(seen).toEqual(order);
  });

  it('pages a filtered list and counts only the matches', () => {
    const sorted = [...homes].sort(compareForSort('newest'));
    const page = pageOfMatches(sorted, { type: 'whole_apartment' }, 'newest', 10, null, TODAY, NOW);
    expect(page.items.map((home) => home.id)).toEqual(['e', 'c', 'b', 'a']);
    expect(page.total).toBe(4);
    expect(page.after).toBeNull();
  });

  it("leaves the searcher's own homes out of every page and of the total (issue 29)", () => {
    const mine = (home: SearchEntry) => ({ ...home, card: { userId: 'me' } as ListingSummary });
    const theirs = (home: SearchEntry) => ({ ...home, card: { userId: 'colleague' } as ListingSummary });
    // The newest two are mine: a page of 2 still holds two colleagues' homes.
    const sorted = [...homes].sort(compareForSort('newest')).map((home, i) => (i < 2 ? mine(home) : theirs(home)));
    const first = pageOfMatches(sorted, { excludeHostId: 'me' }, 'newest', 2, null, TODAY, NOW);
    expect(first.items.map((home) => home.id)).toEqual(['c', 'b']);
    expect(first.total).toBe(3);
    const second = pageOfMatches(sorted, { excludeHostId: 'me' }, 'newest', 2, first.after, TODAY, NOW);
    expect(second.items.map((home) => home.id)).toEqual(['a']);
    expect(second.after).toBeNull();
    // Only my homes: nothing, and no cursor.
    const onlyMine = pageOfMatches(sorted.map(mine), { excludeHostId: 'me' }, 'newest', 2, null, TODAY, NOW);
    expect(onlyMine).toEqual({ items: [], after: null, total: 0 });
  });

  it('refuses a cursor of another sort or a forged one', () => {
    const cursor = encodeSearchCursor({ sort: 'newest', after: { pricePerNight: 1, createdAt: 'x', id: 'y' } });
    expect(decodeSearchCursor(cursor, 'price_asc')).toBeNull();
    expect(decodeSearchCursor('not-a-cursor', 'newest')).toBeNull();
    expect(decodeSearchCursor(cursor, 'newest')).toEqual({ pricePerNight: 1, createdAt: 'x', id: 'y' });
  });
});

describe('listingSearchQuerySchema: a bad value names its parameter', () => {
  it('reads every parameter', () => {
    const result = parse({
      q: ' Lisbon ', checkIn: '2030-03-12', checkOut: '2030-03-15', guests: '2', minPrice: '5000', maxPrice: '9000',
      type: 'room', workspace: 'true', minWifiMbps: '100', workReady: 'true', amenities: 'kitchen,WiFi', sort: 'price_asc', limit: '10',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      q: 'Lisbon', guests: 2, minPrice: 5000, maxPrice: 9000, type: 'room', workspace: true, minWifiMbps: 100, workReady: true,
      amenities: ['WiFi', 'Kitchen'], sort: 'price_asc', limit: 10,
    });
  });

  it('treats absent and empty parameters as no filter', () => {
    const query = listingSearchQuerySchema.parse({ q: '', workspace: 'false', amenities: '' });
    expect(isPlainGrid(query)).toBe(true);
    expect(query.limit).toBe(24);
    expect(filtersOf(listingSearchQuerySchema.parse({ guests: '3' }))).toEqual({ guests: 3 });
    expect(isPlainGrid(listingSearchQuerySchema.parse({ sort: 'price_desc' }))).toBe(false);
  });

  it.each([
    [{ checkIn: '2030-02-30', checkOut: '2030-03-02' }, SEARCH_MESSAGES.checkIn],
    [{ checkIn: '2030-03-02', checkOut: 'tomorrow' }, SEARCH_MESSAGES.checkOut],
    [{ checkIn: '2030-03-05', checkOut: '2030-03-02' }, SEARCH_MESSAGES.checkOutAfterCheckIn],
    [{ checkIn: '2030-03-05', checkOut: '2030-03-05' }, SEARCH_MESSAGES.checkOutAfterCheckIn],
    [{ checkIn: '2030-03-05' }, SEARCH_MESSAGES.checkInWithoutCheckOut],
    [{ checkOut: '2030-03-05' }, SEARCH_MESSAGES.checkOutWithoutCheckIn],
    [{ checkIn: '2030-01-01', checkOut: '2030-06-01' }, SEARCH_MESSAGES.stayTooLong],
    [{ guests: '0' }, SEARCH_MESSAGES.guests],
    [{ guests: 'two' }, SEARCH_MESSAGES.guests],
    [{ minPrice: '-1' }, SEARCH_MESSAGES.minPrice],
    [{ maxPrice: '12.5' }, SEARCH_MESSAGES.maxPrice],
    [{ minPrice: '9000', maxPrice: '5000' }, SEARCH_MESSAGES.priceRange],
    [{ type: 'castle' }, SEARCH_MESSAGES.type],
    [{ workspace: 'yes' }, SEARCH_MESSAGES.workspace],
    [{ minWifiMbps: '-5' }, SEARCH_MESSAGES.minWifiMbps],
    [{ workReady: '1' }, SEARCH_MESSAGES.workReady],
    [{ amenities: 'WiFi,Jacuzzi' }, SEARCH_MESSAGES.amenities('Jacuzzi')],
    [{ sort: 'cheapest' }, SEARCH_MESSAGES.sort],
    [{ limit: '500' }, SEARCH_MESSAGES.limit],
  ])('%o → %s', (query, message) => {
    expect(messages(query as Record<string, string>)).toContain(message);
  });
});

describe('page sizes', () => {
  it('are the listing pages’ sizes', async () => {
    const listing = await import('./listing');
    const rules = await import('./listing-search-rules');
    expect([rules.SEARCH_PAGE_SIZE_DEFAULT, rules.SEARCH_PAGE_SIZE_MAX]).toEqual([listing.LISTING_PAGE_SIZE_DEFAULT, listing.LISTING_PAGE_SIZE_MAX]);
  });
});
