import type { Canceller } from './cancellation-rules';
import { stayInstants } from './cancellation-rules';

/**
 * Plain values, no zod (./payouts re-exports them with the schemas; issue 15).
 *
 * Host payouts with Stripe Connect (issue 21): the pure rules of who gets what, shared by the
 * server (which decides and stores the amounts) and the web app (which shows them).
 *
 * The guest pays the platform (accommodation + service fee). The host's share is the
 * accommodation minus the platform's commission (a stage setting in basis points, default
 * 300 = 3 %); the service fee stays with the platform. All amounts are integer euro cents; the
 * commission is rounded half up to the cent and the host gets the rest, so host share +
 * commission always equals the accommodation exactly.
 *
 * A cancelled stay with a partial refund (issue 17's policies) pays the host the share of the
 * accommodation the guest did not get back; a stay refunded in full, a payment that went back
 * (`refunded`) or a checkout that never became a stay pays nothing.
 */

export const DEFAULT_COMMISSION_BASIS_POINTS = 300;
/** A commission above 50 % is surely a typo in the stage settings. */
export const MAX_COMMISSION_BASIS_POINTS = 5_000;
/** A payout is sent this long after check-out (11:00 in the listing's zone). */
export const PAYOUT_DELAY_MS = 24 * 60 * 60 * 1000;

/** The commission on an amount: `amount × bps / 10 000`, rounded half up to the cent. */
export function commissionOf(amountCents: number, basisPoints: number): number {
  assertCents(amountCents, 'amount');
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > MAX_COMMISSION_BASIS_POINTS) {
    throw new RangeError(`commission must be whole basis points from 0 to ${MAX_COMMISSION_BASIS_POINTS}, got ${basisPoints}`);
  }
  // Integer arithmetic: no floating point on money. amount ≤ 1e8 and bps ≤ 5e3 stay far below 2^53.
  return Math.floor((amountCents * basisPoints + 5_000) / 10_000);
}

/** How one payment splits, as stored on the booking when it is created. */
export interface PaymentSplit {
  commissionBasisPoints: number;
  /** What the guest pays: accommodation + service fee. */
  guestPaysAmount: number;
  commissionAmount: number;
  /** Commission + service fee: what the platform keeps. */
  platformFeeAmount: number;
  /** Accommodation − commission: what the host is paid (before any refund). */
  hostPayoutAmount: number;
}

export function splitPayment(stay: { accommodationAmount: number; serviceFee: number }, basisPoints: number): PaymentSplit {
  assertCents(stay.accommodationAmount, 'accommodationAmount');
  assertCents(stay.serviceFee, 'serviceFee');
  const commissionAmount = commissionOf(stay.accommodationAmount, basisPoints);
  return {
    commissionBasisPoints: basisPoints,
    guestPaysAmount: stay.accommodationAmount + stay.serviceFee,
    commissionAmount,
    platformFeeAmount: commissionAmount + stay.serviceFee,
    hostPayoutAmount: stay.accommodationAmount - commissionAmount,
  };
}

/**
 * The part of a cancelled stay's refund that was accommodation. Issue 17's rules: a guest's full
 * refund returns everything; a guest's partial refund (flexible after the deadline, moderate,
 * strict) returns nights only and the service fee is kept; a host's or admin's cancellation
 * returns the service fee too (all of it, or the nights not begun plus the fee).
 */
export function refundedAccommodation(
  stay: { accommodationAmount: number; serviceFee: number; totalAmount: number },
  refund: { amount: number; cancelledBy: Canceller | null },
): number {
  assertCents(refund.amount, 'refund');
  if (refund.amount <= 0) return 0;
  const feeReturned = refund.amount >= stay.totalAmount || refund.cancelledBy === 'host' || refund.cancelledBy === 'admin';
  const nights = feeReturned ? refund.amount - stay.serviceFee : refund.amount;
  return Math.min(stay.accommodationAmount, Math.max(0, nights));
}

/** What the host is paid for a stay, given what its booking says happened to the payment. */
export interface PayableStay {
  status: string;
  isPaid: boolean;
  accommodationAmount: number;
  serviceFee: number;
  totalAmount: number;
  commissionBasisPoints: number;
  cancelledBy: Canceller | null;
  refundedAmount: number | null;
}

export interface PayoutQuote {
  /** Cents to transfer to the host (0: nothing is ever paid for this stay). */
  amount: number;
  /** The platform's commission on the accommodation kept. */
  commissionAmount: number;
  /** Accommodation the guest paid and kept paying for. */
  keptAccommodation: number;
  reason: 'stay' | 'partial-refund' | 'refunded' | 'not-paid';
}

export function payoutFor(stay: PayableStay): PayoutQuote {
  const none = (reason: PayoutQuote['reason']): PayoutQuote => ({ amount: 0, commissionAmount: 0, keptAccommodation: 0, reason });
  if (stay.status === 'refunded') return none('refunded');
  if (!stay.isPaid) return none('not-paid');
  if (stay.status === 'confirmed' && !stay.refundedAmount) {
    const split = splitPayment(stay, stay.commissionBasisPoints);
    return { amount: split.hostPayoutAmount, commissionAmount: split.commissionAmount, keptAccommodation: stay.accommodationAmount, reason: 'stay' };
  }
  if (stay.status !== 'confirmed' && !(stay.status === 'cancelled' && stay.cancelledBy)) return none('not-paid');
  const kept = stay.accommodationAmount - refundedAccommodation(stay, { amount: stay.refundedAmount ?? 0, cancelledBy: stay.cancelledBy });
  if (kept <= 0) return none('refunded');
  const commissionAmount = commissionOf(kept, stay.commissionBasisPoints);
  return { amount: kept - commissionAmount, commissionAmount, keptAccommodation: kept, reason: 'partial-refund' };
}

/** When a stay's payout is due: 24 hours after check-out (11:00, listing time). */
export function payoutDueAt(stay: { checkIn: string; checkOut: string; timeZone: string }): number {
  return stayInstants(stay).checkOutMs + PAYOUT_DELAY_MS;
}

function assertCents(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer of cents, got ${value}`);
}

// --- Connected accounts ---------------------------------------------------------------------------

export const payoutAccountStates = ['details_needed', 'pending_verification', 'enabled'] as const;
export type PayoutAccountState = (typeof payoutAccountStates)[number];

export const payoutAccountStateLabels: Record<PayoutAccountState, string> = {
  details_needed: 'Details needed',
  pending_verification: 'Pending verification',
  enabled: 'Enabled',
};

/** The fields of a Stripe Account that decide its state (the `stripe` SDK's Account fits). */
export interface ConnectedAccountFacts {
  details_submitted?: boolean | null;
  payouts_enabled?: boolean | null;
  capabilities?: { transfers?: string | null } | null;
  requirements?: { currently_due?: string[] | null; past_due?: string[] | null; pending_verification?: string[] | null; disabled_reason?: string | null } | null;
}

/**
 * An Express account's state as the host sees it: `enabled` once Stripe lets the platform transfer
 * to it; `pending_verification` when everything asked for was given and Stripe is checking it;
 * otherwise `details_needed` (onboarding not finished, or Stripe asks for more).
 */
export function payoutAccountState(account: ConnectedAccountFacts): PayoutAccountState {
  if (account.capabilities?.transfers === 'active' && account.payouts_enabled) return 'enabled';
  const due = [...(account.requirements?.currently_due ?? []), ...(account.requirements?.past_due ?? [])];
  if (account.details_submitted && due.length === 0) return 'pending_verification';
  return 'details_needed';
}

// --- Payouts of stays -----------------------------------------------------------------------------

/**
 * A stay's payout: `scheduled` until 24 h after check-out; `awaiting_account` when it was due but
 * the host has no enabled account yet (paid once it is); `paid` once the transfer exists;
 * `reversed` when the platform took it back; `none` when nothing is owed (refunded stay).
 */
export const payoutStatuses = ['scheduled', 'awaiting_account', 'paid', 'reversed', 'none'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payoutStatusLabels: Record<PayoutStatus, string> = {
  scheduled: 'Scheduled',
  awaiting_account: 'Waiting for payout account',
  paid: 'Paid',
  reversed: 'Reversed',
  none: 'Nothing to pay',
};

export const PAYOUT_MESSAGES = {
  providerUnavailable: 'Stripe could not be reached. Please try again in a moment.',
  notHosting: 'Only members can set up payouts.',
  tooOften: 'Too many payout requests in a short time. Please wait a minute and try again.',
} as const;
