import type { BookingRecord } from '../../store/bookings';

/** What confirming a booking from its PaymentIntent did (the browser's call, the webhook, Accept). */
export type Confirmation =
  | { outcome: 'confirmed' | 'already-confirmed' | 'refunded'; booking: BookingRecord }
  | { outcome: 'not-succeeded' | 'mismatch'; booking: BookingRecord }
  /** Issue 17: a request whose card is authorized waits for the host; a stay cancelled after payment. */
  | { outcome: 'requested' | 'already-requested' | 'request-closed' | 'cancelled'; booking: BookingRecord };
