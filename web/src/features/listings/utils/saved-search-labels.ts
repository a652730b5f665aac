import { dates } from '@worknest/shared/format-dates';
import { formatEuros } from '@worknest/shared/format-money';
import type { MessageValues } from '@worknest/shared/message-format';
import { plural } from '@worknest/shared/plural';
import { amenityKey } from './amenity-key';
import { readSearch } from './search-state';

/* Issue 39: how saved searches read on the page (no zod, no components). */

type Translate = (id: string, values?: MessageValues) => string;

/** A short name for a search, to start the name field with: "Lisbon, 2 guests", or "All homes". */
export function suggestedSearchName(params: URLSearchParams): string {
  const state = readSearch(params);
  const parts = [state.q.trim() || null, state.guests ? plural(state.guests, 'guest') : null, state.checkIn && state.checkOut ? `${state.checkIn} to ${state.checkOut}` : null].filter(Boolean);
  return (parts.join(', ') || 'All homes').slice(0, 100);
}

/**
 * What a saved search asks for, in words: "“Lisbon” · 2 guests · up to €100 a night · workspace",
 * in the reader's language: `t` reads the `listing-form` catalog (`saved.*`), `names` the
 * `listings` one (rental types and amenities, as the filters name them).
 */
export function describeSearch(params: Readonly<Record<string, string>>, t: Translate, names: Translate): string {
  const state = readSearch(new URLSearchParams(params as Record<string, string>));
  const parts = [
    state.q.trim() ? t('saved.query', { query: state.q.trim() }) : null,
    state.checkIn && state.checkOut ? t('saved.dates', { from: dates.shortDay(state.checkIn), to: dates.day(state.checkOut) }) : null,
    state.guests ? t('saved.guests', { count: state.guests }) : null,
    state.minPrice !== null && state.maxPrice !== null
      ? t('saved.priceRange', { min: formatEuros(state.minPrice), max: formatEuros(state.maxPrice) })
      : state.maxPrice !== null
        ? t('saved.priceMax', { max: formatEuros(state.maxPrice) })
        : state.minPrice !== null
          ? t('saved.priceMin', { min: formatEuros(state.minPrice) })
          : null,
    state.type ? names(`type.${state.type}`) : null,
    state.workspace ? t('saved.workspace') : null,
    state.workReady ? t('saved.workReady') : null,
    state.minWifiMbps ? t('saved.wifi', { mbps: state.minWifiMbps }) : null,
    state.amenities.length ? state.amenities.map((amenity) => names(amenityKey(amenity))).join(', ') : null,
    state.near ? t('saved.near') : null,
    state.inPolicy ? t('saved.inPolicy') : null,
    state.accepts ? names(`filters.accepts.${state.accepts}`) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('saved.all');
}
