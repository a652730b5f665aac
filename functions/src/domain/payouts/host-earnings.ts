import { DEFAULT_COMMISSION_BASIS_POINTS, payoutFor, type PayoutStatus } from '@worknest/shared/payout-rules';
import type { HostEarnings } from '@worknest/shared/payouts';
import type { BookingRecord } from '../../store/bookings';

/*
 * What a stay earns its host and how a payment splits (issue 21), from the booking alone: no
 * Stripe, no store, so the booking views and the admin's list stay light.
 */

/**
 * What a stay earns its host, as far as it is known now: the transfer once paid (less what was
 * reversed), otherwise the share the booking's split and any refund leave.
 */
export type EarningsFacts = Pick<
  BookingRecord,
  | 'status' | 'isPaid' | 'accommodationAmount' | 'serviceFee' | 'totalAmount' | 'commissionBasisPoints' | 'cancelledBy' | 'refundedAmount'
  | 'payoutStatus' | 'payoutAmount' | 'payoutReversedAmount'
> & Partial<Pick<BookingRecord, 'hostReward'>>;

export function hostEarnings(booking: EarningsFacts): HostEarnings {
  const stay = stayEarnings(booking);
  // Issue 37 (ADR 0160): the company's reward, beside the stay's share.
  const reward = booking.hostReward;
  return reward ? { ...stay, reward: { kind: reward.kind, amount: reward.amount, capped: reward.capped } } : stay;
}

function stayEarnings(booking: EarningsFacts): HostEarnings {
  const status: PayoutStatus = booking.payoutStatus ?? 'scheduled';
  if (booking.payoutAmount !== null && (status === 'paid' || status === 'reversed')) {
    return { amount: booking.payoutAmount - (booking.payoutReversedAmount ?? 0), status };
  }
  const commissionBasisPoints = booking.commissionBasisPoints ?? DEFAULT_COMMISSION_BASIS_POINTS;
  if (booking.status === 'requested') {
    // A request waiting for the host (issue 29): what accepting it would earn them, not €0 (nothing is captured yet).
    return { amount: payoutFor({ ...booking, status: 'confirmed', isPaid: true, refundedAmount: null, commissionBasisPoints }).amount, status: 'scheduled' };
  }
  const quote = payoutFor({ ...booking, isPaid: booking.isPaid || booking.status === 'confirmed', commissionBasisPoints });
  return { amount: quote.amount, status: status === 'none' || quote.amount === 0 ? 'none' : status };
}

/**
 * Admin → Bookings (issue 21): what the guest paid (less refunds), what the platform keeps and
 * what the host is paid (or will be). Null for a checkout that never charged anyone.
 */
export function paymentSplitView(booking: EarningsFacts): { guestPaid: number; platformFee: number; hostPayout: number; payoutStatus: PayoutStatus } | null {
  const charged = booking.isPaid || booking.status === 'confirmed' || (booking.status === 'cancelled' && booking.cancelledBy !== null);
  if (!charged || booking.status === 'refunded') return null;
  const guestPaid = booking.totalAmount - (booking.refundedAmount ?? 0);
  const earnings = hostEarnings(booking);
  return { guestPaid, platformFee: guestPaid - earnings.amount, hostPayout: earnings.amount, payoutStatus: earnings.status };
}
