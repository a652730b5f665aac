import { PENDING_BOOKING_STORAGE_KEY, pendingBookingSchema, type PendingBooking } from '@worknest/shared/booking';

/** The pending booking Book Now left in sessionStorage, or null when there is none (or it is not one). */
export function readPendingBooking(storage: Pick<Storage, 'getItem'> = sessionStorage): PendingBooking | null {
  const raw = storage.getItem(PENDING_BOOKING_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = pendingBookingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** After the booking is confirmed, the checkout must not start again from the same stay. */
export function clearPendingBooking(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(PENDING_BOOKING_STORAGE_KEY);
}
