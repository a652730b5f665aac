import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchAlert, SavedSearchList } from '@worknest/shared/saved-searches-rules';
import { apiRequest } from '../../../lib/api-request';

/* Issue 39: the member's saved searches (at most 20: one request, no paging). */

export const SAVED_SEARCHES_QUERY_KEY = ['/api/saved-searches'] as const;

export function savedSearchesQueryOptions() {
  return queryOptions({
    queryKey: SAVED_SEARCHES_QUERY_KEY,
    queryFn: () => apiRequest<SavedSearchList>('GET', '/api/saved-searches'),
  });
}

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; params: Record<string, string>; alert: SavedSearchAlert }) => apiRequest<SavedSearch>('POST', '/api/saved-searches', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_QUERY_KEY }),
  });
}

export function useChangeSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: string; alert?: SavedSearchAlert; name?: string }) => apiRequest<SavedSearch>('PATCH', `/api/saved-searches/${encodeURIComponent(id)}`, patch),
    onSuccess: (updated) => {
      queryClient.setQueryData<SavedSearchList>(SAVED_SEARCHES_QUERY_KEY, (list) => (list ? { items: list.items.map((item) => (item.id === updated.id ? updated : item)) } : list));
    },
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/saved-searches/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SavedSearchList>(SAVED_SEARCHES_QUERY_KEY, (list) => (list ? { items: list.items.filter((item) => item.id !== id) } : list));
    },
  });
}
