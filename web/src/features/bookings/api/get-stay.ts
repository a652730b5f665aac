import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StayView } from '@worknest/shared/stay-view';
import { apiRequest } from '../../../lib/api-request';

/** `GET /api/bookings/{id}` (issue 41): one stay for its guest or host, the address and arrival guide once confirmed. */
export function getStay(bookingId: string): Promise<StayView> {
  return apiRequest<StayView>('GET', `/api/bookings/${encodeURIComponent(bookingId)}`);
}

export function stayQueryOptions(bookingId: string) {
  return queryOptions({ queryKey: ['/api/bookings', 'stay', bookingId], queryFn: () => getStay(bookingId) });
}

export function useStay(bookingId: string) {
  return useQuery({ ...stayQueryOptions(bookingId), enabled: bookingId !== '' });
}
