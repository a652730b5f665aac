import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { LISTING_SEARCH_QUERY_KEY, LISTINGS_QUERY_KEY, MY_LISTINGS_QUERY_KEY } from './get-listings';

/** `DELETE /api/listings/{id}`: the listing, its photos and what depends on it (204). */
export function deleteListing(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/listings/${encodeURIComponent(id)}`);
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: async (_nothing, id) => {
      queryClient.removeQueries({ queryKey: [...LISTINGS_QUERY_KEY, id] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LISTINGS_QUERY_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: LISTING_SEARCH_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_LISTINGS_QUERY_KEY }),
      ]);
    },
  });
}
