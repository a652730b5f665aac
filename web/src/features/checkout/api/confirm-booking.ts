import type { ConfirmBookingResponse } from '@worknest/shared/booking';
import { apiRequest } from '../../../lib/api-request';

/** `POST /api/bookings/confirm`: the server reads the intent from Stripe and confirms the booking once. */
export function confirmBooking(paymentIntentId: string): Promise<ConfirmBookingResponse> {
  return apiRequest<ConfirmBookingResponse>('POST', '/api/bookings/confirm', { paymentIntentId });
}
