import * as z from 'zod';
import { bookingModes, cancellationPolicies, isTimeZone } from './cancellation-rules';

export * from './cancellation-rules';

export const cancellationPolicySchema = z.enum(cancellationPolicies, { error: 'Please choose a cancellation policy' });

export const bookingModeSchema = z.enum(bookingModes, { error: 'Please choose how guests book' });

export const timeZoneSchema = z.string({ error: 'Please choose a time zone' }).refine(isTimeZone, 'Please choose a valid time zone');

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
