import * as z from 'zod';
import { bookingModes, cancellationPolicies, isTimeZone, LISTING_TERMS_MESSAGES } from './cancellation-rules';

export * from './cancellation-rules';

export const cancellationPolicySchema = z.enum(cancellationPolicies, { error: LISTING_TERMS_MESSAGES.cancellationPolicy });

export const bookingModeSchema = z.enum(bookingModes, { error: LISTING_TERMS_MESSAGES.bookingMode });

export const timeZoneSchema = z.string({ error: LISTING_TERMS_MESSAGES.timeZone }).refine(isTimeZone, LISTING_TERMS_MESSAGES.timeZoneInvalid);

/** `GET /api/bookings/{id}/cancellation`: what cancelling now would do, for the caller. */
export const cancellationPreviewSchema = z.object({
  bookingId: z.string(),
  policy: z.enum(cancellationPolicies),
  /** Who the caller cancels as: the guest under the policy, the host or an admin with a full refund. */
  cancelAs: z.enum(['guest', 'host', 'admin']),
  cancellable: z.boolean(),
  /** Why not, when not cancellable. */
  reason: z.string().nullable(),
  refundAmount: z.number().int(),
  keptAmount: z.number().int(),
  totalAmount: z.number().int(),
  rule: z.string().nullable(),
  nightsBegun: z.number().int(),
  /** ISO instant after which cancelling refunds less, and how much then. */
  nextDeadline: z.object({ at: z.string(), refundAmount: z.number().int() }).nullable(),
  timeZone: z.string(),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;
