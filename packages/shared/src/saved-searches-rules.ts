
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
