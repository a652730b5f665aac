import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ListingPage } from '@worknest/shared/listing';
import type { ListingSearchPage } from '@worknest/shared/listing-search';
import { apiRequest } from '../../../lib/api-request';
import { retrySearchWhileWarmingUp, SEARCH_RETRY_DELAY_MS } from '../utils/search-retry';

export const LISTINGS_QUERY_KEY = ['/api/listings'] as const;
export const MY_LISTINGS_QUERY_KEY = ['/api/listings/mine'] as const;
/** Every search of the grid (one cache entry per query string): what a new, changed or deleted listing invalidates. */
export const LISTING_SEARCH_QUERY_KEY = [...LISTINGS_QUERY_KEY, 'search'] as const;

/** One page of `GET /api/listings` or `GET /api/listings/mine` (newest first; `nextCursor` null at the end). */
export function getListingPage(path: string, cursor: string | null, limit?: number): Promise<ListingPage> {
  const query = new URLSearchParams();
  if (limit) query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return apiRequest<ListingPage>('GET', search ? `${path}?${search}` : path);
}

function listingPagesOptions(queryKey: readonly [string], limit?: number) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => getListingPage(queryKey[0], pageParam, limit),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The grid: the active listings of my company, a page at a time. */
export function useListings() {
  return useInfiniteQuery(listingPagesOptions(LISTINGS_QUERY_KEY));
}

/** Profile, My Listings: my own listings (a host rarely has more than a page). */
export function myListingsQueryOptions() {
  return listingPagesOptions(MY_LISTINGS_QUERY_KEY, 100);
}

/** `enabled: false` waits (the grid asks only when it is empty). */
export function useMyListings(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...myListingsQueryOptions(), enabled: options.enabled ?? true });
}

/**
 * The grid with a search (issue 18): `search` is the URL's query string, the same parameters the
 * API takes. Each search is its own cache entry, so an answer to an older search never shows for a
 * newer one; while a new search loads, the previous results stay on screen (dimmed by the page).
 * A cold instance's 503 "getting ready" is asked again a few times (search-retry.ts); the results
 * on screen stay dimmed meanwhile, and only an answer that keeps failing shows as an error.
 */
export function useListingSearch(search: string) {
  return useInfiniteQuery({ ...listingSearchQueryOptions(search), placeholderData: keepPreviousData });
}

/** The grid's search as query options (what the route prefetches at navigation, app/route-data.ts). */
export function listingSearchQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: [...LISTING_SEARCH_QUERY_KEY, search],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams(search);
      if (pageParam) query.set('cursor', pageParam);
      const text = query.toString();
      return apiRequest<ListingSearchPage>('GET', text ? `/api/listings?${text}` : '/api/listings');
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page: ListingSearchPage) => page.nextCursor,
    retry: retrySearchWhileWarmingUp,
    retryDelay: SEARCH_RETRY_DELAY_MS,
  });
}
