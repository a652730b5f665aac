import { z } from 'zod';

/** Issue 39: the neutral answer to any contact between a blocked pair (it says nothing of who blocked whom). */
export const BLOCKED_MESSAGE = 'You cannot contact this member.';
/** Booking or requesting a home of a blocked pair. */
export const BLOCKED_BOOKING_MESSAGE = 'This home cannot be booked.';

export const blockBodySchema = z.object({
  userId: z.string().trim().min(1, 'Choose a member to block.').max(100),
});
export type BlockBody = z.infer<typeof blockBodySchema>;

/** `GET /api/blocks`: the members the caller has blocked (never who blocked them). */
export interface BlockedMember {
  userId: string;
  name: string;
  blockedAt: string;
}
export interface BlocksList {
  items: BlockedMember[];
}
