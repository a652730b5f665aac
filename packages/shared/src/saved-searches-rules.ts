
/** Issue 39: a member keeps at most this many searches. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 100;
export const savedSearchAlerts = ['daily', 'weekly', 'off'] as const;
export type SavedSearchAlert = (typeof savedSearchAlerts)[number];

export const SAVED_SEARCH_MESSAGES = {
  name: `Give the search a name of at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  alert: `alert must be one of: ${savedSearchAlerts.join(', ')}.`,
  params: 'params must be the listings page\'s URL parameters (names and text values).',
  limit: `You can save up to ${SAVED_SEARCHES_MAX} searches. Delete one to save another.`,
  notFound: 'Saved search not found',
} as const;

export interface SavedSearch {
  id: string;
  name: string;
  params: Record<string, string>;
  alert: SavedSearchAlert;
  createdAt: string;
  updatedAt: string;
  /** Listings created after this instant are "new" for the next alert. */
  lastAlertAt: string;
}

export interface SavedSearchList {
  items: SavedSearch[];
}

// --- Alerts (the send-search-alerts job) ------------------------------------------------------

/** At most this many homes are listed in one alert e-mail; the rest are behind the link to the search. */
export const SEARCH_ALERT_MAX_LISTINGS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long after the last alert the next one is due. */
export const SEARCH_ALERT_PERIOD_MS: Record<Exclude<SavedSearchAlert, 'off'>, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/**
 * Listings younger than this are left for the next alert: a search entry can reach the company's
 * search copy a little after the listing's `createdAt` (index lag, writers' clocks), and a listing
 * counted in no window would never be alerted.
 */
export const SEARCH_ALERT_SETTLE_MS = 60_000;

/** When a search's next alert is due (ISO), or null for `off`. */
export function nextAlertDueAt(lastAlertAt: string, alert: SavedSearchAlert): string | null {
  if (alert === 'off') return null;
  return new Date(Date.parse(lastAlertAt) + SEARCH_ALERT_PERIOD_MS[alert]).toISOString();
}

/** The window of "new" listings of an alert run at `nowMs`: created after the last alert, up to a moment ago. */
export function alertWindow(lastAlertAt: string, nowMs: number): { after: string; until: string } {
  const until = new Date(Math.max(Date.parse(lastAlertAt), nowMs - SEARCH_ALERT_SETTLE_MS)).toISOString();
  return { after: lastAlertAt, until };
}

/**
 * The listings of an alert: entries created inside the window (after, until] that match the
 * search (`matches`, the listings grid's own rule with the member's filters), newest first, at
 * most `max`, and how many there are in all.
 */
export function alertMatches<T extends { createdAt: string; id: string }>(
  entries: readonly T[],
  matches: (entry: T) => boolean,
  window: { after: string; until: string },
  max = SEARCH_ALERT_MAX_LISTINGS,
): { listings: T[]; total: number } {
  const found = entries
    .filter((entry) => entry.createdAt > window.after && entry.createdAt <= window.until && matches(entry))
    .sort((a, b) => (a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt)));
  return { listings: found.slice(0, max), total: found.length };
}

/** The listings page's URL of a saved search (its parameters as saved). */
export function savedSearchPath(params: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))).toString();
  return query ? `/app/listings?${query}` : '/app/listings';
}
