import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingList } from '@worknest/shared/booking';
import { apiRequest } from '../../../lib/api-request';

export const MY_BOOKINGS_QUERY_KEY = ['/api/bookings'] as const;

/** `GET /api/bookings`: my trips, latest check-out first (one page of 100 covers anyone's trips). */
export function getMyBookings(): Promise<BookingList> {
  return apiRequest<BookingList>('GET', '/api/bookings?limit=100');
}

export function myBookingsQueryOptions() {
  return queryOptions({ queryKey: MY_BOOKINGS_QUERY_KEY, queryFn: getMyBookings });
}

export function useMyBookings() {
  return useQuery(myBookingsQueryOptions());
}
