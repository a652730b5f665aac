import { addDays, countNights, earliestCheckIn, effectiveMaxNights, isCalendarDate, MAX_STAY_NIGHTS, stayNights } from './booking-rules';
import type { ListingSummary } from './listing';
import { LISTING_LIMITS, rentalTypes, type Amenity, type RentalType } from './listing-options';
import { distanceKm, type LatLon } from './geo';
import { withinNightlyCap, type TravelPolicy } from './travel-policy-rules';

/**
 * Search and filters of the listings grid (issue 18): the pure matching rules the server applies
 * to each listing's search entry (docs/data-model.md, "Search"), the orders and the cursor. The
 * query schema is in listing-search.ts; this module loads no zod.
 */

export const listingSorts = ['newest', 'price_asc', 'price_desc', 'distance'] as const;
export type ListingSort = (typeof listingSorts)[number];
export const listingSortLabels: Record<ListingSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  // Issue 41: with `near`, nearest the office first.
  distance: 'Distance from the office',
};

/** Issue 41: `radiusKm` with `near` (kilometres from the office). */
export const SEARCH_RADIUS_KM = { min: 1, max: 100, default: 10 } as const;

/** Fastest WiFi one may ask for: 10 Gbps (a bigger number is a typo). */
export const SEARCH_WIFI_MBPS_MAX = 10_000;
export const SEARCH_QUERY_MAX = 200;
/** The page sizes of the listing pages (listing.ts LISTING_PAGE_SIZE_*). */
export const SEARCH_PAGE_SIZE_DEFAULT = 24;
export const SEARCH_PAGE_SIZE_MAX = 100;

export const SEARCH_MESSAGES = {
  q: `q must be at most ${SEARCH_QUERY_MAX} characters`,
  checkIn: 'checkIn must be a date in yyyy-MM-dd format',
  checkOut: 'checkOut must be a date in yyyy-MM-dd format',
  checkOutWithoutCheckIn: 'checkIn is required with checkOut',
  checkInWithoutCheckOut: 'checkOut is required with checkIn',
  checkOutAfterCheckIn: 'checkOut must be after checkIn',
  stayTooLong: `checkOut must be at most ${MAX_STAY_NIGHTS} nights after checkIn`,
  guests: `guests must be a whole number from 1 to ${LISTING_LIMITS.guestsMax}`,
  minPrice: 'minPrice must be a whole number of cents, 0 or more',
  maxPrice: 'maxPrice must be a whole number of cents, 0 or more',
  priceRange: 'maxPrice must not be below minPrice',
  type: `type must be one of ${rentalTypes.join(', ')}`,
  workspace: 'workspace must be true or false',
  minWifiMbps: `minWifiMbps must be a whole number from 0 to ${SEARCH_WIFI_MBPS_MAX}`,
  workReady: 'workReady must be true or false',
  inPolicy: 'inPolicy must be true or false',
  amenities: (unknown: string) => `amenities: unknown amenity "${unknown}"`,
  sort: `sort must be one of ${listingSorts.join(', ')}`,
  limit: `limit must be a whole number from 1 to ${SEARCH_PAGE_SIZE_MAX}`,
  cursor: 'cursor is not a valid page cursor',
  near: "near must be the id of one of your company's offices",
  radiusKm: `radiusKm must be a whole number from ${SEARCH_RADIUS_KM.min} to ${SEARCH_RADIUS_KM.max}`,
  radiusWithoutNear: 'near is required with radiusKm',
  distanceWithoutNear: 'near is required with sort=distance',
} as const;

/**
 * A cold instance reading its company's search entries answers a search it cannot finish in time
 * with 503, this code and `Retry-After` (the read goes on; the same search asked again gets the
 * results). The SPA asks again by itself, a few times, this long apart.
 */
export const SEARCH_WARMING_UP = {
  code: 'search_warming_up',
  message: 'Search is getting ready for your company. Please try again in a moment.',
  retryAfterSeconds: 2,
  /** How many times the SPA asks again before it shows the message. */
  clientRetries: 4,
} as const;

// --- Text: case- and accent-insensitive words -------------------------------------------------

/** Letters that NFD does not split into a base letter and a mark. */
const FOLDED_LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lower case without accents: "Malmö" → "malmo", "São Paulo" → "sao paulo", "Ærø" → "aero". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => FOLDED_LETTERS[letter] ?? letter);
}

/** The folded words of a text, in order, each once: "Lisbon, Portugal" → ["lisbon", "portugal"]. */
export function searchWords(...texts: (string | null | undefined)[]): string[] {
  const words = texts.flatMap((text) => foldText(text ?? '').split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  return [...new Set(words)];
}

/**
 * Whether every word of the query starts a word of the listing (title, city, country): "lisbon"
 * and "lis" find "Lisbon", "malmo" finds "Malmö", "old lisbon" needs both words.
 */
export function matchesWords(listingWords: readonly string[], query: string | undefined): boolean {
  const wanted = searchWords(query);
  return wanted.every((word) => listingWords.some((candidate) => candidate.startsWith(word)));
}

// --- Offered dates as ranges ------------------------------------------------------------------

/**
 * Offered dates, compact: sorted `yyyy-MM-dd` dates become runs of consecutive days,
 * `["2030-01-01","2030-01-02","2030-01-05"]` → `"2030-01-01/2030-01-02,2030-01-05/2030-01-05"`.
 * A host offering a month stores one run instead of thirty dates.
 */
export function datesToRanges(dates: readonly string[]): string {
  const sorted = [...new Set(dates)].filter(isCalendarDate).sort();
  const runs: string[] = [];
  let start: string | null = null;
  let end: string | null = null;
  for (const date of sorted) {
    if (start !== null && end !== null && date === addDays(end, 1)) {
      end = date;
      continue;
    }
    if (start !== null) runs.push(`${start}/${end}`);
    start = date;
    end = date;
  }
  if (start !== null) runs.push(`${start}/${end}`);
  return runs.join(',');
}

export interface DateRange {
  from: string;
  to: string;
}

export function parseRanges(ranges: string | null | undefined): DateRange[] {
  if (!ranges) return [];
  return ranges.split(',').map((run) => {
    const [from = '', to = from] = run.split('/');
    return { from, to };
  });
}

/** Whether every date from `first` to `last` (inclusive) lies in one of the runs. */
export function rangesCover(ranges: readonly DateRange[], first: string, last: string): boolean {
  // Runs never touch (consecutive days merge), so a stay inside the offered dates is inside one run.
  return ranges.some((range) => range.from <= first && last <= range.to);
}

// --- The search entry of a listing and the rules -----------------------------------------------

/**
 * What the server keeps per listing to answer a search without reading the listing: the card
 * (a {@link ListingSummary}) and the fields the filters read.
 */
export interface SearchEntry {
  id: string;
  card: ListingSummary;
  /** Folded words of title, city and country. */
  words: string[];
  pricePerNight: number;
  maxGuests: number;
  rentalType: RentalType;
  hasWorkspace: boolean;
  wifiMbps: number | null;
  workReady: boolean;
  amenities: readonly string[];
  /** Issue 37 (ADR 0161): what the host chose the home accepts; null is the default (all that the company runs). */
  accepts?: readonly string[] | null;
  /** Shown to the company: active, host active, not paused. */
  visible: boolean;
  paused: boolean;
  /** Runs of offered dates; empty means every date is offered (SPEC §5). */
  offered: DateRange[];
  /** The last offered date, null when every date is. A listing whose last offered date has passed leaves search. */
  lastOffered: string | null;
  minNights: number;
  maxNights: number | null;
  advanceNoticeDays: number;
  createdAt: string;
  /**
   * Nights that are taken, from the listing's availability summary: night → 0 when booked, or the
   * epoch ms until which a checkout holds it.
   */
  taken: ReadonlyMap<string, number>;
}

export interface SearchFilters {
  q?: string;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  minPrice?: number;
  maxPrice?: number;
  type?: RentalType;
  workspace?: boolean;
  minWifiMbps?: number;
  workReady?: boolean;
  amenities?: readonly Amenity[];
  /** Issue 37: `accepts=credits|swap`: homes that accept it (the server answers none when the company does not run it). */
  accepts?: 'credits' | 'swap';
  /**
   * The member who searches (issue 29): their own homes are left out of the grid (they manage
   * them under "Your homes"), so every page and the total count colleagues' homes only. Set by
   * the server from the session, never from the query string.
   */
  excludeHostId?: string;
  /** Issue 39: hosts on the other side of a block with the searcher (either way); from the server only. */
  excludeHostIds?: ReadonlySet<string>;
  /** Issue 35: `inPolicy=true` (the server resolves it to `policyCaps`). */
  inPolicy?: boolean;
  /** Issue 35: the member's company caps, from the server only: homes within the cap for their country. */
  policyCaps?: Pick<TravelPolicy, 'maxNightlyCents' | 'countryCaps'>;
  /** Issue 41: the office id of `near=` (the server resolves it to `origin`). */
  near?: string;
  radiusKm?: number;
  /** Issue 41: the office's position, from the server only: homes within `radiusKm` of it (their approximate position). */
  origin?: LatLon;
}

/**
 * `GET /api/listings`'s query once checked (`listingSearchQuerySchema` of ./listing-search, whose
 * compile-time check keeps the two alike; the function checks it without zod, issue 15).
 */
export interface ListingSearchQuery {
  q: string | undefined;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  minPrice?: number;
  maxPrice?: number;
  type?: RentalType;
  workspace: boolean | undefined;
  minWifiMbps?: number;
  workReady: boolean | undefined;
  amenities: Amenity[] | undefined;
  /** Issue 37: only homes that accept credits, or swaps. */
  accepts?: 'credits' | 'swap';
  /** Issue 35: only homes whose nightly price is within the member's company cap for their country. */
  inPolicy: boolean | undefined;
  /** Issue 41: one of the company's offices; `radiusKm` (default 10) around it. */
  near?: string;
  radiusKm?: number;
  sort: ListingSort;
  limit: number;
  cursor?: string;
}

/** The filters of a query (everything but sort and paging). */
export function filtersOf(query: ListingSearchQuery): SearchFilters {
  const { sort: _sort, limit: _limit, cursor: _cursor, ...filters } = query;
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0))) as SearchFilters;
}

/** True when the query asks for the plain grid: no filter, newest first. */
export function isPlainGrid(query: ListingSearchQuery): boolean {
  return query.sort === 'newest' && Object.keys(filtersOf(query)).length === 0;
}

/** A card's guest reviews (issue 29): the average of the published ones (null without any) and how many there are. */
export interface ListingRating {
  averageRating: number | null;
  reviewCount: number;
}

/** One card of the grid: what the card shows of the listing, with its rating. */
export type ListingCardSummary = ListingSummary & ListingRating;

/** `GET /api/listings` with filters: a page of cards, and how many homes match in all. */
export interface ListingSearchPage {
  /** With `near`: each card's `distanceKm` from the office. */
  items: ListingCardSummary[];
  /** Issue 41: the office of `near`, to say "2.3 km from Acme Lisbon". */
  office?: { id: string; name: string };
  nextCursor: string | null;
  /** Matches over every page; absent on the plain grid. */
  total?: number;
}

/** Whether one night is taken now: booked, or held by a checkout whose hold has not run out. */
export function isNightTaken(taken: ReadonlyMap<string, number>, night: string, nowMs: number): boolean {
  const until = taken.get(night);
  return until !== undefined && (until === 0 || until > nowMs);
}

/**
 * Whether a stay from `checkIn` to `checkOut` can be booked at a listing, by the same rules as
 * checkout (booking.ts `checkStayDates`): minimum and maximum nights, advance notice from
 * `today`, every night offered, none booked or held by a live hold.
 */
export function isStayOpen(entry: Pick<SearchEntry, 'minNights' | 'maxNights' | 'advanceNoticeDays' | 'offered' | 'taken'>, checkIn: string, checkOut: string, today: string, nowMs: number): boolean {
  const nights = countNights(checkIn, checkOut);
  if (nights <= 0 || nights < Math.max(1, entry.minNights) || nights > effectiveMaxNights(entry.maxNights)) return false;
  if (checkIn < earliestCheckIn(today, entry.advanceNoticeDays)) return false;
  if (entry.offered.length > 0 && !rangesCover(entry.offered, checkIn, addDays(checkOut, -1))) return false;
  return stayNights(checkIn, checkOut).every((night) => !isNightTaken(entry.taken, night, nowMs));
}

/** Whether a listing is in its company's search at all: visible, not paused, still offering dates. */
export function isSearchable(entry: Pick<SearchEntry, 'visible' | 'paused' | 'lastOffered'>, today: string): boolean {
  return entry.visible && !entry.paused && (entry.lastOffered === null || entry.lastOffered >= today);
}

/** Every filter at once (AND). `today` is the UTC day, `nowMs` the instant holds are compared with. */
export function matchesSearch(entry: SearchEntry, filters: SearchFilters, today: string, nowMs: number): boolean {
  if (!isSearchable(entry, today)) return false;
  if (filters.excludeHostId !== undefined && entry.card.userId === filters.excludeHostId) return false;
  if (filters.excludeHostIds?.has(entry.card.userId)) return false;
  if (filters.guests !== undefined && entry.maxGuests < filters.guests) return false;
  if (filters.minPrice !== undefined && entry.pricePerNight < filters.minPrice) return false;
  if (filters.maxPrice !== undefined && entry.pricePerNight > filters.maxPrice) return false;
  if (filters.type !== undefined && entry.rentalType !== filters.type) return false;
  if (filters.workspace && !entry.hasWorkspace) return false;
  if (filters.minWifiMbps !== undefined && (entry.wifiMbps === null || entry.wifiMbps < filters.minWifiMbps)) return false;
  if (filters.workReady && !entry.workReady) return false;
  if (filters.policyCaps && !withinNightlyCap(filters.policyCaps, entry.pricePerNight, entry.card.country)) return false;
  if (filters.amenities?.length && !filters.amenities.every((amenity) => entry.amenities.includes(amenity))) return false;
  if (filters.accepts && entry.accepts && !entry.accepts.includes(filters.accepts)) return false;
  if (filters.q && !matchesWords(entry.words, filters.q)) return false;
  if (filters.checkIn && filters.checkOut && !isStayOpen(entry, filters.checkIn, filters.checkOut, today, nowMs)) return false;
  if (filters.origin && !withinRadius(entry, filters.origin, filters.radiusKm ?? SEARCH_RADIUS_KM.default)) return false;
  return true;
}

/**
 * Issue 41: the distance from an office to a home, km: to the home's approximate position (the
 * one colleagues may see), so distances from several offices never give the exact point away.
 * Null when the home has no position.
 */
export function entryDistanceKm(entry: Pick<SearchEntry, 'card'>, origin: LatLon): number | null {
  const position = entry.card.approximateLocation;
  return position ? distanceKm(origin, position) : null;
}

function withinRadius(entry: SearchEntry, origin: LatLon, radiusKm: number): boolean {
  const km = entryDistanceKm(entry, origin);
  return km !== null && km <= radiusKm;
}

// --- Order and cursor ---------------------------------------------------------------------------

/** Where a listing stands in an order: the cursor is the position of the last item of a page. */
export interface SearchPosition {
  pricePerNight: number;
  createdAt: string;
  id: string;
  /** Issue 41: for `sort=distance`, km from the office. */
  distanceKm?: number;
}

/** A total order per sort (ties broken by newest, then id), so pages never repeat or skip. */
export function compareForSort(sort: ListingSort): (a: SearchPosition, b: SearchPosition) => number {
  const newest = (a: SearchPosition, b: SearchPosition) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.createdAt < b.createdAt ? 1 : -1;
  if (sort === 'newest') return newest;
  if (sort === 'distance') {
    const km = (position: SearchPosition) => position.distanceKm ?? Number.POSITIVE_INFINITY;
    return (a, b) => (km(a) === km(b) ? newest(a, b) : km(a) - km(b));
  }
  const direction = sort === 'price_asc' ? 1 : -1;
  return (a, b) => (a.pricePerNight === b.pricePerNight ? newest(a, b) : (a.pricePerNight - b.pricePerNight) * direction);
}

export interface SearchCursor {
  sort: ListingSort;
  after: SearchPosition;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function encodeSearchCursor(cursor: SearchCursor): string {
  return toBase64Url(
    JSON.stringify({ s: cursor.sort, p: cursor.after.pricePerNight, c: cursor.after.createdAt, i: cursor.after.id, ...(cursor.after.distanceKm !== undefined ? { d: cursor.after.distanceKm } : {}) }),
  );
}

/** The cursor's position, or null when it is no search cursor (or one of another sort). */
export function decodeSearchCursor(cursor: string, sort: ListingSort): SearchPosition | null {
  try {
    const value: unknown = JSON.parse(fromBase64Url(cursor));
    if (!value || typeof value !== 'object') return null;
    const { s, p, c, i, d } = value as Record<string, unknown>;
    if (s !== sort || !Number.isSafeInteger(p) || typeof c !== 'string' || c.length > 40 || typeof i !== 'string' || i.length > 100) return null;
    if (sort === 'distance' && (typeof d !== 'number' || !Number.isFinite(d) || d < 0)) return null;
    return { pricePerNight: p as number, createdAt: c, id: i, ...(sort === 'distance' ? { distanceKm: d as number } : {}) };
  } catch {
    return null;
  }
}

export interface SearchPage<T> {
  items: T[];
  after: SearchPosition | null;
  total: number;
}

/**
 * One page of matches from entries already in `sort` order: the first `limit` after the cursor,
 * and the number of matches in all.
 */
export function pageOfMatches(sorted: readonly SearchEntry[], filters: SearchFilters, sort: ListingSort, limit: number, after: SearchPosition | null, today: string, nowMs: number): SearchPage<SearchEntry> {
  const compare = compareForSort(sort);
  const items: SearchEntry[] = [];
  let total = 0;
  let more = false;
  const { origin } = filters;
  // Issue 41: near an office, each match carries its distance; `sort=distance` orders the matches by it.
  let candidates: Iterable<SearchEntry & { distanceKm?: number }> = sorted;
  if (origin) {
    const matches = sorted.filter((entry) => matchesSearch(entry, filters, today, nowMs)).map((entry) => ({ ...entry, distanceKm: entryDistanceKm(entry, origin) ?? undefined }));
    if (sort === 'distance') matches.sort(compare);
    candidates = matches;
  }
  for (const entry of candidates) {
    if (!origin && !matchesSearch(entry, filters, today, nowMs)) continue;
    total++;
    if (after && compare(entry, after) <= 0) continue;
    if (items.length < limit) items.push(origin ? { ...entry, card: { ...entry.card, distanceKm: roundedKm(entry.distanceKm) } } : entry);
    else more = true;
  }
  const last = items.at(-1) as (SearchEntry & { distanceKm?: number }) | undefined;
  return {
    items,
    after: more && last ? { pricePerNight: last.pricePerNight, createdAt: last.createdAt, id: last.id, ...(sort === 'distance' ? { distanceKm: last.distanceKm ?? 0 } : {}) } : null,
    total,
  };
}

/** One decimal, as the cards show it. */
function roundedKm(km: number | undefined): number | undefined {
  return km === undefined ? undefined : Math.round(km * 10) / 10;
}

