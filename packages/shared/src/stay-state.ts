import { CHECK_OUT_TIME, DEFAULT_LISTING_TIME_ZONE, zonedInstant } from './cancellation-rules';

/**
 * How a booking's state reads on screen (issue 29, item 11): a display state, never stored. A
 * confirmed stay is `completed` from its check-out (11:00 on the check-out day in the listing's own
 * time zone) on; every other status reads as it is stored. The guest's trips, the host's stays
 * and the admin's Bookings all ask this one function, so they switch at the same instant.
 */
export type StayDisplayState<S extends string = string> = S | 'completed';

export interface StayTiming {
  status: string;
  checkOut: string;
  /** The listing's IANA zone, as the booking keeps it; missing on bookings stored before issue 17 (UTC). */
  timeZone?: string | null;
}

/** The instant a stay ends: check-out 11:00 on its check-out day, listing time. */
export function checkOutInstant(stay: Pick<StayTiming, 'checkOut' | 'timeZone'>): number {
  return zonedInstant(stay.checkOut, CHECK_OUT_TIME, stay.timeZone || DEFAULT_LISTING_TIME_ZONE);
}

/** True once a confirmed stay's check-out has passed. */
export function isStayCompleted(stay: StayTiming, nowMs: number): boolean {
  return stay.status === 'confirmed' && nowMs >= checkOutInstant(stay);
}

export function stayDisplayState<S extends string>(stay: StayTiming & { status: S }, nowMs: number): StayDisplayState<S> {
  return isStayCompleted(stay, nowMs) ? 'completed' : stay.status;
}

export const COMPLETED_STAY_LABEL = 'Completed';
