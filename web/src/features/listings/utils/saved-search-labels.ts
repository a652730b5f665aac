import type { SavedSearchAlert } from '@worknest/shared/saved-searches-rules';
import { formatEuros } from '@worknest/shared/format-money';
import { rentalTypeLabels } from '@worknest/shared/listing-options';
import { plural } from '@worknest/shared/plural';
import { readSearch } from './search-state';

/* Issue 39: how saved searches read on the page (no zod, no components). */

export const SAVED_SEARCH_ALERT_LABELS: Record<SavedSearchAlert, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  off: 'Never (no e-mails)',
};

/** A short name for a search, to start the name field with: "Lisbon, 2 guests", or "All homes". */
export function suggestedSearchName(params: URLSearchParams): string {
  const state = readSearch(params);
  const parts = [state.q.trim() || null, state.guests ? plural(state.guests, 'guest') : null, state.checkIn && state.checkOut ? `${state.checkIn} to ${state.checkOut}` : null].filter(Boolean);
  return (parts.join(', ') || 'All homes').slice(0, 100);
}

/** What a saved search asks for, in words: "Lisbon · 2 guests · up to €100 a night · workspace". */
export function describeSearch(params: Readonly<Record<string, string>>): string {
  const state = readSearch(new URLSearchParams(params as Record<string, string>));
  const parts = [
    state.q.trim() ? `“${state.q.trim()}”` : null,
    state.checkIn && state.checkOut ? `${state.checkIn} to ${state.checkOut}` : null,
    state.guests ? plural(state.guests, 'guest') : null,
    state.minPrice !== null && state.maxPrice !== null
      ? `${formatEuros(state.minPrice)} to ${formatEuros(state.maxPrice)} a night`
      : state.maxPrice !== null
        ? `up to ${formatEuros(state.maxPrice)} a night`
        : state.minPrice !== null
          ? `from ${formatEuros(state.minPrice)} a night`
          : null,
    state.type ? rentalTypeLabels[state.type] : null,
    state.workspace ? 'workspace' : null,
    state.workReady ? 'work-ready' : null,
    state.minWifiMbps ? `WiFi ${state.minWifiMbps}+ Mbps` : null,
    state.amenities.length ? state.amenities.join(', ') : null,
    state.near ? 'near an office' : null,
    state.inPolicy ? 'in policy' : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'All homes';
}
