import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminListingPage } from '@worknest/shared/admin';
import { apiRequest } from '../../../lib/api-request';

export const ADMIN_LISTINGS_QUERY_KEY = ['/api/admin/listings'] as const;

/** `GET /api/admin/listings?domain=`: one page of a company's listings, active or not, newest first. */
export function getAdminListings(domain: string, cursor: string | null): Promise<AdminListingPage> {
  const params = new URLSearchParams({ domain, limit: '25' });
  if (cursor) params.set('cursor', cursor);
  return apiRequest('GET', `/api/admin/listings?${params}`);
}

export function useAdminListings(domain: string | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...ADMIN_LISTINGS_QUERY_KEY, domain],
      queryFn: ({ pageParam }) => getAdminListings(domain!, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      enabled: domain !== null,
    }),
  );
}

/** `PUT /api/admin/listings/{id}/status {isActive}`. */
export function setListingActive(id: string, isActive: boolean): Promise<{ id: string; isActive: boolean }> {
  return apiRequest('PUT', `/api/admin/listings/${encodeURIComponent(id)}/status`, { isActive });
}

/** `DELETE /api/listings/{id}`: admins may delete any listing. */
export function deleteListing(id: string): Promise<void> {
  return apiRequest('DELETE', `/api/listings/${encodeURIComponent(id)}`);
}

function useRefreshListings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_LISTINGS_QUERY_KEY });
}

export function useSetListingActive() {
  const onSuccess = useRefreshListings();
  return useMutation({ mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setListingActive(id, isActive), onSuccess });
}

export function useDeleteListing() {
  const onSuccess = useRefreshListings();
  return useMutation({ mutationFn: deleteListing, onSuccess });
}
