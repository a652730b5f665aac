import { describe, expect, it } from 'vitest';
import { quoteCancellation, type CancellableStay } from './cancellation';
import {
  commissionOf,
  payoutAccountState,
  payoutDueAt,
  payoutFor,
  refundedAccommodation,
  splitPayment,
  type PayableStay,
} from './payouts';

describe('commissionOf', () => {
  it('takes basis points of the amount, rounded half up to the cent', () => {
    expect(commissionOf(30_000, 300)).toBe(900);
    // 3 % of 1 € 50 = 4.5 cents → 5; of 1 € 49 = 4.47 → 4; of 1 € 83 = 5.49 → 5
    expect(commissionOf(150, 300)).toBe(5);
    expect(commissionOf(149, 300)).toBe(4);
    expect(commissionOf(183, 300)).toBe(5);
    expect(commissionOf(0, 300)).toBe(0);
    expect(commissionOf(12_345, 0)).toBe(0);
  });

  it('refuses what cannot be money or a commission', () => {
    expect(() => commissionOf(10.5, 300)).toThrow(RangeError);
    expect(() => commissionOf(-1, 300)).toThrow(RangeError);
    expect(() => commissionOf(100, 2.5)).toThrow(RangeError);
    expect(() => commissionOf(100, 5_001)).toThrow(RangeError);
  });
});

describe('splitPayment', () => {
  it('keeps the service fee and the commission for the platform, the rest of the nights for the host', () => {
    expect(splitPayment({ accommodationAmount: 30_000, serviceFee: 2_000 }, 300)).toEqual({
      commissionBasisPoints: 300,
      guestPaysAmount: 32_000,
      commissionAmount: 900,
      platformFeeAmount: 2_900,
      hostPayoutAmount: 29_100,
    });
  });

  it('never loses or invents a cent, whatever the rounding', () => {
    for (const amount of [1, 33, 149, 150, 151, 9_999, 12_345, 33_333, 99_999_999]) {
      for (const bps of [0, 1, 250, 300, 333, 5_000]) {
        const split = splitPayment({ accommodationAmount: amount, serviceFee: 2_000 }, bps);
        expect(split.hostPayoutAmount + split.commissionAmount).toBe(amount);
        expect(split.hostPayoutAmount + split.platformFeeAmount).toBe(split.guestPaysAmount);
        expect(Number.isInteger(split.hostPayoutAmount)).toBe(true);
      }
    }
  });
});

/** 3 nights at €100 from Tue 12 March 2030 in Copenhagen, €20 service fee. */
const terms = (policy: CancellableStay['policy']): CancellableStay => ({
  checkIn: '2030-03-12',
  checkOut: '2030-03-15',
  timeZone: 'Europe/Copenhagen',
  policy,
  pricePerNight: 10_000,
  serviceFee: 2_000,
  totalAmount: 32_000,
});

const paid = (overrides: Partial<PayableStay> = {}): PayableStay => ({
  status: 'confirmed',
  isPaid: true,
  accommodationAmount: 30_000,
  serviceFee: 2_000,
  totalAmount: 32_000,
  commissionBasisPoints: 300,
  cancelledBy: null,
  refundedAmount: null,
  ...overrides,
});

/** The refund the cancellation policy gives at an instant, then the payout that leaves. */
function payoutAfterCancelling(policy: CancellableStay['policy'], by: 'guest' | 'host' | 'admin', iso: string): { refund: number; payout: number } {
  const quote = quoteCancellation(terms(policy), by, Date.parse(iso));
  if (!quote.cancellable) throw new Error('not cancellable');
  const refund = quote.quote.refundAmount;
  return { refund, payout: payoutFor(paid({ status: 'cancelled', cancelledBy: by, refundedAmount: refund })).amount };
}

describe('payoutFor', () => {
  it('pays the host their share of a stay that happened', () => {
    expect(payoutFor(paid())).toEqual({ amount: 29_100, commissionAmount: 900, keptAccommodation: 30_000, reason: 'stay' });
  });

  it('pays nothing for a payment that went back or never came', () => {
    expect(payoutFor(paid({ status: 'refunded' })).amount).toBe(0);
    expect(payoutFor(paid({ status: 'cancelled', isPaid: false })).reason).toBe('not-paid');
    // A checkout the guest left (cancelled, no canceller) never bought a stay.
    expect(payoutFor(paid({ status: 'cancelled', cancelledBy: null, refundedAmount: null })).amount).toBe(0);
    expect(payoutFor(paid({ status: 'pending', isPaid: false })).amount).toBe(0);
  });

  it('pays nothing for a stay refunded in full (flexible, cancelled two days ahead)', () => {
    expect(payoutAfterCancelling('flexible', 'guest', '2030-03-10T12:00:00Z')).toEqual({ refund: 32_000, payout: 0 });
  });

  it('pays the kept first night when a flexible stay is cancelled late (the service fee stays with the platform)', () => {
    // Refund: nights 2 and 3 (€200); kept: night 1 (€100) → host €97
    expect(payoutAfterCancelling('flexible', 'guest', '2030-03-12T08:00:00Z')).toEqual({ refund: 20_000, payout: 9_700 });
  });

  it('pays half the nights of a moderate stay cancelled in its last days, rounding the commission half up', () => {
    // Refund half of €300 = €150; kept €150 → commission €4.50 → host €145.50
    expect(payoutAfterCancelling('moderate', 'guest', '2030-03-10T12:00:00Z')).toEqual({ refund: 15_000, payout: 14_550 });
  });

  it('pays the whole share of a strict stay cancelled too late for any refund', () => {
    expect(payoutAfterCancelling('strict', 'guest', '2030-03-11T12:00:00Z')).toEqual({ refund: 0, payout: 29_100 });
  });

  it('pays the nights already spent when the host cancels during the stay (the fee goes back to the guest)', () => {
    // During night 2 (13 March, 20:00 CET): nights 1 and 2 begun; refund night 3 + fee = €120; kept €200 → host €194
    expect(payoutAfterCancelling('flexible', 'host', '2030-03-13T19:00:00Z')).toEqual({ refund: 12_000, payout: 19_400 });
    // Before check-in: everything back, nothing to pay
    expect(payoutAfterCancelling('strict', 'admin', '2030-03-01T12:00:00Z')).toEqual({ refund: 32_000, payout: 0 });
  });

  it('rounds a partial refund of odd cents without losing any', () => {
    const stay = paid({ accommodationAmount: 10_001, serviceFee: 2_000, totalAmount: 12_001, status: 'cancelled', cancelledBy: 'guest', refundedAmount: 5_000 });
    const quote = payoutFor(stay);
    expect(quote.keptAccommodation).toBe(5_001);
    expect(quote.amount + quote.commissionAmount).toBe(5_001);
    expect(quote.commissionAmount).toBe(150); // 150.03 → 150
  });
});

describe('refundedAccommodation', () => {
  const stay = { accommodationAmount: 30_000, serviceFee: 2_000, totalAmount: 32_000 };
  it('counts a guest partial refund as nights only and a host refund as nights plus fee', () => {
    expect(refundedAccommodation(stay, { amount: 20_000, cancelledBy: 'guest' })).toBe(20_000);
    expect(refundedAccommodation(stay, { amount: 32_000, cancelledBy: 'guest' })).toBe(30_000);
    expect(refundedAccommodation(stay, { amount: 12_000, cancelledBy: 'host' })).toBe(10_000);
    expect(refundedAccommodation(stay, { amount: 0, cancelledBy: 'host' })).toBe(0);
  });
});

describe('payoutDueAt', () => {
  it('is 24 hours after check-out at 11:00 in the listing time zone', () => {
    // Check-out Fri 15 March 2030, 11:00 CET = 10:00Z; due Sat 16 March 10:00Z
    expect(new Date(payoutDueAt(terms('flexible'))).toISOString()).toBe('2030-03-16T10:00:00.000Z');
  });
});

describe('payoutAccountState', () => {
  it('reads an Express account the way its host should see it', () => {
    expect(payoutAccountState({ details_submitted: false, payouts_enabled: false, capabilities: { transfers: 'inactive' }, requirements: { currently_due: ['individual.dob.day'] } })).toBe('details_needed');
    expect(payoutAccountState({ details_submitted: true, payouts_enabled: false, capabilities: { transfers: 'pending' }, requirements: { currently_due: [], pending_verification: ['individual.id_number'] } })).toBe('pending_verification');
    expect(payoutAccountState({ details_submitted: true, payouts_enabled: true, capabilities: { transfers: 'active' }, requirements: { currently_due: [] } })).toBe('enabled');
    // Stripe asks for more after verification: back to details needed
    expect(payoutAccountState({ details_submitted: true, payouts_enabled: false, capabilities: { transfers: 'inactive' }, requirements: { currently_due: [], past_due: ['external_account'] } })).toBe('details_needed');
  });
});
