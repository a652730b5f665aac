import type { CancelBookingResponse } from '@worknest/shared/booking';
import { apiRequest } from '../../../lib/api-request';

/**
 * `POST /api/bookings/cancel`: leaving the checkout cancels its PaymentIntent and gives the held
 * nights back at once (otherwise they stay held until the 30-minute hold runs out). Idempotent.
 */
export function cancelCheckout(paymentIntentId: string): Promise<CancelBookingResponse> {
  return apiRequest<CancelBookingResponse>('POST', '/api/bookings/cancel', { paymentIntentId });
}
