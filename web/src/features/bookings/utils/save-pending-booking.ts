import { PENDING_BOOKING_STORAGE_KEY } from '@worknest/shared/booking-rules';
import type { PendingBooking } from '@worknest/shared/booking';

/**
 * SPEC.md §4: Book Now stores the pending booking in the browser (sessionStorage: this tab, until
 * it closes) and opens /app/checkout, which reads it. Only the stay goes there, never an amount.
 */
export function savePendingBooking(pending: PendingBooking): void {
  sessionStorage.setItem(PENDING_BOOKING_STORAGE_KEY, JSON.stringify(pending));
}
