import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostBookingList } from '@worknest/shared/booking';
import { apiRequest } from '../../../lib/api-request';

export const HOST_BOOKINGS_QUERY_KEY = ['/api/bookings/host'] as const;

/** `GET /api/bookings/host`: confirmed stays on my listings and their counts. */
export function getHostBookings(): Promise<HostBookingList> {
  return apiRequest<HostBookingList>('GET', '/api/bookings/host?limit=20');
}

export function hostBookingsQueryOptions() {
  return queryOptions({ queryKey: HOST_BOOKINGS_QUERY_KEY, queryFn: getHostBookings });
}

export function useHostBookings() {
  return useQuery(hostBookingsQueryOptions());
}
