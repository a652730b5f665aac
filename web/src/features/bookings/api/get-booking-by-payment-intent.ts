import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingView } from '@worknest/shared/booking';
import { apiRequest } from '../../../lib/api-request';

/** `GET /api/bookings/by-payment-intent/{id}`: the booking paid with this PaymentIntent (its guest only). */
export function getBookingByPaymentIntent(paymentIntentId: string): Promise<BookingView> {
  return apiRequest<BookingView>('GET', `/api/bookings/by-payment-intent/${encodeURIComponent(paymentIntentId)}`);
}

export function bookingByPaymentIntentQueryOptions(paymentIntentId: string) {
  return queryOptions({
    queryKey: ['/api/bookings/by-payment-intent', paymentIntentId],
    queryFn: () => getBookingByPaymentIntent(paymentIntentId),
  });
}

export function useBookingByPaymentIntent(paymentIntentId: string) {
  return useQuery({ ...bookingByPaymentIntentQueryOptions(paymentIntentId), enabled: paymentIntentId !== '' });
}
