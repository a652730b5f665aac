import type { PaymentIntentResponse, PendingBooking } from '@worknest/shared/booking';
import { apiRequest } from '../../../lib/api-request';

const inFlight = new Map<string, Promise<PaymentIntentResponse>>();

/**
 * `POST /api/create-payment-intent`: holds the nights and answers the client secret and amounts.
 * One request per stay while it runs, so a remount (React's StrictMode runs effects twice in
 * development) reuses it instead of holding the nights twice. The server also answers the same
 * checkout again for the same stay (a reload).
 */
export function createPaymentIntent(pending: PendingBooking): Promise<PaymentIntentResponse> {
  const body = {
    listingId: pending.listingId,
    checkIn: pending.checkIn,
    checkOut: pending.checkOut,
    numberOfGuests: pending.numberOfGuests,
  };
  const key = JSON.stringify(body);
  let request = inFlight.get(key);
  if (!request) {
    request = apiRequest<PaymentIntentResponse>('POST', '/api/create-payment-intent', body).finally(() => {
      // Kept briefly so the second mount finds it; dropped after, so a later visit asks again.
      setTimeout(() => inFlight.delete(key), 1_000);
    });
    inFlight.set(key, request);
  }
  return request;
}
