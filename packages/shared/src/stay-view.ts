import type { ArrivalGuide, HouseRules } from './arrival-rules';
import type { BookingView } from './booking';

/**
 * `GET /api/bookings/{id}` (issue 41): one stay as its guest or its host sees it on the stay page
 * `/app/bookings/{id}`. The full address, the exact position and the arrival guide only while the
 * stay is confirmed (a cancelled stay hides them again); anyone but its guest and host gets 404.
 */
export interface StayView extends BookingView {
  /** Whose page this is. */
  side: 'guest' | 'host';
  /** "Rua da Rosa 12, 1200-385 Lisboa, Portugal"; null unless confirmed. */
  address: string | null;
  /** The listing's arrival guide; null unless confirmed. */
  arrivalGuide: ArrivalGuide | null;
  /** The listing's public house rules (null when the listing is gone). */
  houseRules: HouseRules | null;
  /** The home's exact position for the map pin; null unless confirmed (or not known). */
  location: { latitude: number; longitude: number } | null;
}

export const STAY_VIEW_MESSAGES = { notFound: 'Booking not found' } as const;

/** The stay page of a booking, for its guest and its host alike. */
export function stayDetailPath(bookingId: string): string {
  return `/app/bookings/${encodeURIComponent(bookingId)}`;
}
