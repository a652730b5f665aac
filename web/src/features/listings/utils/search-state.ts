import { countNights, isCalendarDate } from '@worknest/shared/booking-rules';
import { amenityChoices, rentalTypes, type Amenity, type RentalType } from '@worknest/shared/listing-options';
import { listingSorts, type ListingSort } from '@worknest/shared/listing-search-rules';
import { plural } from '@worknest/shared/plural';

/**
 * The listings page's search, as it lives in the URL (issue 18): the same parameter names and
 * units as `GET /api/listings` (prices in cents), so a shared link, a reload and Back all give
 * the same search. Values that make no sense in a URL someone edited are dropped, not sent.
 */
export interface SearchState {
  q: string;
  checkIn: string | null;
  checkOut: string | null;
  guests: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  type: RentalType | null;
  workspace: boolean;
  minWifiMbps: number | null;
  workReady: boolean;
  amenities: Amenity[];
  /** Issue 41: near one of the company's offices (its id), within `radiusKm` (the API's default 10 when null). */
  near: string | null;
  radiusKm: number | null;
  /** Issue 35: only homes within the company's nightly cap for their country (the travel policy). */
  inPolicy: boolean;
  /** Issue 37: only homes that take credits or a home swap (where the company runs them). */
  accepts: SearchAccepts | null;
  sort: ListingSort;
}

/** What a search can ask a home to accept besides money (`accepts=` of `GET /api/listings`). */
export const searchAccepts = ['credits', 'swap'] as const;
export type SearchAccepts = (typeof searchAccepts)[number];

export const emptySearch: SearchState = {
  q: '',
  checkIn: null,
  checkOut: null,
  guests: null,
  minPrice: null,
  maxPrice: null,
  type: null,
  workspace: false,
  minWifiMbps: null,
  workReady: false,
  amenities: [],
  near: null,
  radiusKm: null,
  inPolicy: false,
  accepts: null,
  sort: 'newest',
};

const OFFICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function wholeNumber(value: string | null, min: number): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= min ? number : null;
}

export function readSearch(params: URLSearchParams): SearchState {
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  const datesValid = isCalendarDate(checkIn) && isCalendarDate(checkOut) && countNights(checkIn, checkOut) > 0;
  const type = params.get('type');
  const sort = params.get('sort');
  const amenities = (params.get('amenities') ?? '').split(',').map((name) => name.trim().toLowerCase());
  const near = OFFICE_ID.test(params.get('near') ?? '') ? params.get('near') : null;
  const radiusKm = wholeNumber(params.get('radiusKm'), 1);
  const accepts = params.get('accepts');
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    checkIn: datesValid ? checkIn : null,
    checkOut: datesValid ? checkOut : null,
    guests: wholeNumber(params.get('guests'), 1),
    minPrice: wholeNumber(params.get('minPrice'), 0),
    maxPrice: wholeNumber(params.get('maxPrice'), 0),
    type: (rentalTypes as readonly string[]).includes(type ?? '') ? (type as RentalType) : null,
    workspace: params.get('workspace') === 'true',
    minWifiMbps: wholeNumber(params.get('minWifiMbps'), 1),
    workReady: params.get('workReady') === 'true',
    amenities: amenityChoices.filter((amenity) => amenities.includes(amenity.toLowerCase())),
    near,
    radiusKm: near && radiusKm !== null && radiusKm <= 100 ? radiusKm : null,
    inPolicy: params.get('inPolicy') === 'true',
    accepts: (searchAccepts as readonly string[]).includes(accepts ?? '') ? (accepts as SearchAccepts) : null,
    // Distance needs an office to measure from.
    sort: (listingSorts as readonly string[]).includes(sort ?? '') && (sort !== 'distance' || near) ? (sort as ListingSort) : 'newest',
  };
}

/** The URL parameters of a search (and of its API request): only what is set, in a stable order. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (state.checkIn && state.checkOut) {
    params.set('checkIn', state.checkIn);
    params.set('checkOut', state.checkOut);
  }
  if (state.guests) params.set('guests', String(state.guests));
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null && (state.minPrice === null || state.maxPrice >= state.minPrice)) params.set('maxPrice', String(state.maxPrice));
  if (state.type) params.set('type', state.type);
  if (state.workspace) params.set('workspace', 'true');
  if (state.minWifiMbps) params.set('minWifiMbps', String(state.minWifiMbps));
  if (state.workReady) params.set('workReady', 'true');
  if (state.amenities.length) params.set('amenities', state.amenities.join(','));
  if (state.near) {
    params.set('near', state.near);
    if (state.radiusKm) params.set('radiusKm', String(state.radiusKm));
  }
  if (state.inPolicy) params.set('inPolicy', 'true');
  if (state.accepts) params.set('accepts', state.accepts);
  if (state.sort !== 'newest' && (state.sort !== 'distance' || state.near)) params.set('sort', state.sort);
  return params;
}

/** How many filters of the Filters panel are set (the count on its button; place, dates and guests have their own fields). */
export function activeFilterCount(state: SearchState): number {
  return [
    state.minPrice !== null || state.maxPrice !== null,
    state.type !== null,
    state.workspace,
    state.minWifiMbps !== null,
    state.workReady,
    state.accepts !== null,
  ].filter(Boolean).length + state.amenities.length;
}

/** Whether anything narrows the grid (the empty state then offers Clear filters). */
export function isFiltered(state: SearchState): boolean {
  return searchParamsOf({ ...state, sort: 'newest' }).size > 0;
}

/** The nights of the chosen stay, or null without dates. */
export function stayNightCount(state: Pick<SearchState, 'checkIn' | 'checkOut'>): number | null {
  return state.checkIn && state.checkOut ? countNights(state.checkIn, state.checkOut) : null;
}

/** "€255 for 3 nights" (the nightly price times the nights, before the service fee). */
export function stayTotalLabel(pricePerNight: number, nights: number, format: (cents: number) => string): string {
  return `${format(pricePerNight * nights)} for ${plural(nights, 'night')}`;
}

/** Euros typed in a price field → cents, or null when empty or not a number. */
export function eurosFieldToCents(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (!text) return null;
  const euros = Number(text);
  return Number.isFinite(euros) && euros >= 0 ? Math.round(euros * 100) : null;
}

export function centsToEurosField(cents: number | null): string {
  return cents === null ? '' : String(cents / 100);
}
