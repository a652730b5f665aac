import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing, ListingDetail, ListingUpdateInput } from '@worknest/shared/listing';
import { apiRequest } from '../../../lib/api-request';
import { LISTING_SEARCH_QUERY_KEY, LISTINGS_QUERY_KEY, MY_LISTINGS_QUERY_KEY } from './get-listings';

/** `PATCH /api/listings/{id}`: any subset of the fields, or `paused`; answers the whole listing. */
export function updateListing(id: string, input: ListingUpdateInput): Promise<Listing> {
  return apiRequest<Listing>('PATCH', `/api/listings/${encodeURIComponent(id)}`, input);
}

/**
 * Edits, pauses or resumes a listing. The answer goes straight into the listing page's cache (its
 * host name and blocked nights kept), so the page shows the change without loading again; the
 * grid and My Listings load again.
 */
export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ListingUpdateInput }) => updateListing(id, input),
    onSuccess: async (listing) => {
      queryClient.setQueryData<ListingDetail>([...LISTINGS_QUERY_KEY, listing.id], (detail) => (detail ? { ...detail, ...listing } : detail));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LISTINGS_QUERY_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: LISTING_SEARCH_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_LISTINGS_QUERY_KEY }),
        // Blocked nights may have changed meanwhile: refresh them in the background (the change already shows).
        queryClient.invalidateQueries({ queryKey: [...LISTINGS_QUERY_KEY, listing.id], refetchType: 'none' }),
      ]);
    },
  });
}
