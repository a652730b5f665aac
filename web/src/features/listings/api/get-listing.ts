import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingDetail } from '@worknest/shared/listing';
import { apiRequest } from '../../../lib/api-request';
import { LISTINGS_QUERY_KEY } from './get-listings';

/** `GET /api/listings/{id}`: the listing, its host's name and its blocked nights. */
export function getListing(id: string): Promise<ListingDetail> {
  return apiRequest<ListingDetail>('GET', `/api/listings/${encodeURIComponent(id)}`);
}

export function listingQueryOptions(id: string) {
  return queryOptions({ queryKey: [...LISTINGS_QUERY_KEY, id], queryFn: () => getListing(id) });
}

export function useListing(id: string) {
  return useQuery(listingQueryOptions(id));
}
