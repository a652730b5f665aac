import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminBookingPage, AdminBookingStatus } from '@worknest/shared/admin';
import { apiRequest } from '../../../lib/api-request';

export interface AdminBookingFilter {
  domain: string;
  status: AdminBookingStatus | null;
  from: string | null;
  to: string | null;
}

/** `GET /api/admin/bookings?domain=&status=&from=&to=`: one page by check-in date. */
export function getAdminBookings(filter: AdminBookingFilter, cursor: string | null): Promise<AdminBookingPage> {
  const params = new URLSearchParams({ domain: filter.domain, limit: '50' });
  if (filter.status) params.set('status', filter.status);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (cursor) params.set('cursor', cursor);
  return apiRequest('GET', `/api/admin/bookings?${params}`);
}

export function useAdminBookings(filter: AdminBookingFilter | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['/api/admin/bookings', filter],
      queryFn: ({ pageParam }) => getAdminBookings(filter!, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      enabled: filter !== null,
    }),
  );
}
