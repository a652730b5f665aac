import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelBookingResponse } from '@worknest/shared/booking';
import { apiRequest } from '../../../lib/api-request';
import { MY_BOOKINGS_QUERY_KEY } from './get-my-bookings';

/**
 * `POST /api/bookings/cancel`: the unpaid booking of this PaymentIntent is cancelled and its held
 * nights are free again at once. Idempotent: a second call answers `already-cancelled`.
 */
export function cancelBooking(paymentIntentId: string): Promise<CancelBookingResponse> {
  return apiRequest<CancelBookingResponse>('POST', '/api/bookings/cancel', { paymentIntentId });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_QUERY_KEY }),
  });
}
