import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HostBookingList, HostStayPeriod } from '@worknest/shared/booking';
import { apiRequest } from '../../../lib/api-request';

export const HOST_BOOKINGS_QUERY_KEY = ['/api/bookings/host'] as const;

/** Stays per page in each My Hostings list. */
export const HOST_STAYS_PAGE_SIZE = 5;

/**
 * `GET /api/bookings/host?when=`: stays on my listings, `upcoming` (soonest first), `past` (latest
 * first) or `cancelled` (cancelled stays and closed requests, issue 29), a page at a time, with the counts.
 */
export function getHostBookings(when: HostStayPeriod, cursor: string | null): Promise<HostBookingList> {
  const params = new URLSearchParams({ when, limit: String(HOST_STAYS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<HostBookingList>('GET', `/api/bookings/host?${params}`);
}

export function hostStaysQueryOptions(when: HostStayPeriod) {
  return infiniteQueryOptions({
    queryKey: [...HOST_BOOKINGS_QUERY_KEY, when],
    queryFn: ({ pageParam }) => getHostBookings(when, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useHostStays(when: HostStayPeriod) {
  return useInfiniteQuery(hostStaysQueryOptions(when));
}
