import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelStayRequest, CancelStayResponse, RequestAnswerResponse } from '@worknest/shared/booking';
import type { CancellationPreview } from '@worknest/shared/cancellation';
import { apiRequest } from '../../../lib/api-request';

/** Issue 17: the refund preview, cancelling a paid stay, answering a booking request. */

export const cancellationPreviewKey = (bookingId: string) => ['/api/bookings', bookingId, 'cancellation'] as const;

/** `GET /api/bookings/{id}/cancellation`, read when the dialog opens and never cached for long (the refund changes with time). */
export function useCancellationPreview(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: cancellationPreviewKey(bookingId),
    queryFn: () => apiRequest<CancellationPreview>('GET', `/api/bookings/${encodeURIComponent(bookingId)}/cancellation`),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Every list a stay appears in: My Bookings, My Hostings (both periods), Admin → Bookings. */
function invalidateStays(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/bookings'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/bookings/host'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/admin/bookings'] }),
  ]);
}

export function useCancelStay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, expectedStatus }: { bookingId: string } & NonNullable<CancelStayRequest>) =>
      apiRequest<CancelStayResponse>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/cancellation`, expectedStatus ? { expectedStatus } : undefined),
    onSuccess: () => invalidateStays(queryClient),
  });
}

export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, answer }: { bookingId: string; answer: 'accept' | 'decline' }) =>
      apiRequest<RequestAnswerResponse>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/${answer}`),
    onSuccess: () => invalidateStays(queryClient),
  });
}
