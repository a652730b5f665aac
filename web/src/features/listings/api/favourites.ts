import { infiniteQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FAVOURITES_PAGE_SIZE_MAX, type FavouritesPage } from '@worknest/shared/favourites-rules';
import { apiRequest } from '../../../lib/api-request';

export const FAVOURITES_QUERY_KEY = ['/api/favourites'] as const;
const FAVOURITE_IDS_KEY = [...FAVOURITES_QUERY_KEY, 'ids'] as const;

function favouritesPath(cursor: string | null, limit?: number): string {
  const query = new URLSearchParams();
  if (limit) query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return search ? `/api/favourites?${search}` : '/api/favourites';
}

/** The favourites page: a page of cards at a time, newest first. */
export function favouritesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...FAVOURITES_QUERY_KEY, 'pages'],
    queryFn: ({ pageParam }) => apiRequest<FavouritesPage>('GET', favouritesPath(pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Every listing id the member keeps (at most 500: five pages of 100), for the hearts. */
export function useFavouriteIds() {
  return useQuery({
    queryKey: FAVOURITE_IDS_KEY,
    queryFn: async () => {
      const ids = new Set<string>();
      let cursor: string | null = null;
      do {
        const page: FavouritesPage = await apiRequest<FavouritesPage>('GET', favouritesPath(cursor, FAVOURITES_PAGE_SIZE_MAX));
        for (const item of page.items) ids.add(item.listingId);
        cursor = page.nextCursor;
      } while (cursor);
      return ids;
    },
    staleTime: 60_000,
  });
}

/** Saves or forgets one favourite; the hearts change at once and are put back if the server refuses. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, favourite }: { listingId: string; favourite: boolean }) =>
      apiRequest(favourite ? 'PUT' : 'DELETE', `/api/favourites/${encodeURIComponent(listingId)}`),
    onMutate: async ({ listingId, favourite }) => {
      await queryClient.cancelQueries({ queryKey: FAVOURITE_IDS_KEY });
      const before = queryClient.getQueryData<Set<string>>(FAVOURITE_IDS_KEY);
      const next = new Set(before);
      if (favourite) next.add(listingId);
      else next.delete(listingId);
      queryClient.setQueryData(FAVOURITE_IDS_KEY, next);
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(FAVOURITE_IDS_KEY, context.before);
    },
    onSettled: async () => {
      // A read of the favourites that started before this write (the Favourites page's data,
      // fetched at navigation while its code still loads) would land after it and, with no page
      // yet watching, stay as fresh data without the change: cancel it, then read again.
      await queryClient.cancelQueries({ queryKey: FAVOURITES_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: FAVOURITES_QUERY_KEY });
    },
  });
}
