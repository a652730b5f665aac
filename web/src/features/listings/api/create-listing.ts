import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing, ListingInput } from '@worknest/shared/listing';
import { apiRequest } from '../../../lib/api-request';
import { LISTING_SEARCH_QUERY_KEY, LISTINGS_QUERY_KEY, MY_LISTINGS_QUERY_KEY } from './get-listings';

/** `POST /api/listings`: answers the new listing. */
export function createListing(input: ListingInput): Promise<Listing> {
  return apiRequest<Listing>('POST', '/api/listings', input);
}

/** Creates a listing; the grid and My Listings load again to show it. */
export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LISTINGS_QUERY_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: LISTING_SEARCH_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_LISTINGS_QUERY_KEY }),
      ]);
    },
  });
}
