import * as z from 'zod';
import { payoutAccountStates, payoutStatuses } from './payout-rules';

/** The payout API's schemas; the rules, labels and messages are plain values in ./payout-rules (re-exported here). */
export * from './payout-rules';

export const payoutViewSchema = z.object({
  bookingId: z.string(),
  listingTitle: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  /** Cents transferred (paid) or expected. */
  amount: z.number().int(),
  status: z.enum(payoutStatuses),
  /** ISO instant the transfer was made; null until paid. */
  paidAt: z.string().nullable(),
  /** ISO instant the payout is due (24 h after check-out). */
  dueAt: z.string(),
});
export type PayoutView = z.infer<typeof payoutViewSchema>;

/** `GET /api/payouts`: the caller's payout account (null before setting up payouts) and their stays' payouts. */
export const payoutsOverviewSchema = z.object({
  account: z
    .object({
      state: z.enum(payoutAccountStates),
      /** How many details Stripe still asks for. */
      requirementsDue: z.number().int(),
      updatedAt: z.string(),
    })
    .nullable(),
  commissionPercent: z.number(),
  payouts: z.array(payoutViewSchema),
  nextCursor: z.string().nullable(),
});
export type PayoutsOverview = z.infer<typeof payoutsOverviewSchema>;

export const payoutsQuerySchema = z.object({
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(50, 'limit must be at most 50').default(20),
});
export type PayoutsQuery = z.infer<typeof payoutsQuerySchema>;

/** `POST /api/payouts/account`: where to send the host to set up (or finish) their Stripe account. */
export const payoutOnboardingSchema = z.object({ onboardingUrl: z.string().url() });
export type PayoutOnboarding = z.infer<typeof payoutOnboardingSchema>;

/** What a host's stay earns them, as My Hostings shows it. */
export const hostEarningsSchema = z.object({
  amount: z.number().int(),
  status: z.enum(payoutStatuses),
  /** Issue 37: the company's reward for hosting a colleague's business stay (cash in cents, paid with the payout; or credits), once granted. */
  reward: z.object({ kind: z.enum(['credits', 'cash']), amount: z.number().int(), capped: z.boolean() }).nullable().optional(),
});
export type HostEarnings = z.infer<typeof hostEarningsSchema>;
