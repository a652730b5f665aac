/** Issue 39: plain values of blocks (no zod: the message and booking functions load them). */
/** The neutral answer to any contact between a blocked pair (it says nothing of who blocked whom). */
export const BLOCKED_MESSAGE = 'You cannot contact this member.';
/** Booking or requesting a home of a blocked pair. */
export const BLOCKED_BOOKING_MESSAGE = 'This home cannot be booked.';

/** `GET /api/blocks`: the members the caller has blocked (never who blocked them). */
export interface BlockedMember {
  userId: string;
  name: string;
  blockedAt: string;
}
export interface BlocksList {
  items: BlockedMember[];
}
