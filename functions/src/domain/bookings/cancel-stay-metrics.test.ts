import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRecord } from '../../store/bookings';
import { captureEmfLines } from '../../logging/emf-capture';

/*
 * Refunds of cancelled stays are business metrics (issue 23): `Refunds` and `RefundedCents` as EMF
 * lines, counted once where the refund is recorded on the booking, whichever path records it
 * first (the cancel call or its retry, or Stripe's `charge.refunded`). The store and Stripe are
 * stand-ins here; the real flow runs in test/integration/cancellation.test.ts.
 */

const state = vi.hoisted(() => ({
  booking: null as unknown as Record<string, unknown>,
  recorded: true,
  refundsCreated: 0,
}));

vi.mock('../../store/bookings', () => ({
  getBooking: async () => state.booking,
  recordStayRefund: async () => state.recorded,
}));
vi.mock('../../store/booking-transitions', () => ({ cancelConfirmedBooking: async () => false }));
vi.mock('../../adapters/payments/refunds', () => ({
  createRefund: async () => `re_${++state.refundsCreated}`,
  latestRefundId: async () => 're_1',
}));
vi.mock('../../store/users', () => ({ getUser: async () => null }));
vi.mock('../../adapters/mail', () => ({ sendMail: async () => undefined }));
vi.mock('../messaging/post-stay-notice', () => ({ postStayNotice: async () => undefined }));
vi.mock('./booking-requests', () => ({ REQUEST_MESSAGES: {}, withdrawRequest: async () => ({ outcome: 'withdrawn' }) }));
vi.mock('./confirm-paid-booking', () => ({ confirmPaidBooking: async () => ({ booking: state.booking }) }));

const cancelledStay = (): Partial<BookingRecord> => ({
  id: 'b-1',
  guestId: 'guest-1',
  hostId: 'host-1',
  status: 'cancelled',
  cancelledBy: 'guest',
  cancelledById: 'guest-1',
  refundedAmount: 11_175,
  refundId: null,
  paymentIntentId: 'pi_1',
});

describe('refunds of cancelled stays are counted once, where they are recorded', () => {
  const { emitted: metricLines, clear } = captureEmfLines();
  beforeEach(() => {
    state.booking = cancelledStay();
    state.recorded = true;
    state.refundsCreated = 0;
  });
  const refundLines = () => metricLines().filter((line) => 'Refunds' in line || 'RefundedCents' in line);

  it('the cancel call that makes Stripe refund and records it writes Refunds 1 and RefundedCents the amount', async () => {
    const { cancelStay } = await import('./cancel-stay');
    const result = await cancelStay('b-1', { userId: 'guest-1', role: 'employee', companyDomain: 'example.com' } as never, Date.now());
    expect(result.outcome).toBe('already-cancelled');
    expect(state.refundsCreated).toBe(1);
    const emitted = refundLines();
    expect(emitted).toHaveLength(2);
    const [refunds, cents] = [emitted.find((l) => 'Refunds' in l)!, emitted.find((l) => 'RefundedCents' in l)!];
    expect(refunds.Refunds).toBe(1);
    expect(cents.RefundedCents).toBe(11_175);
    for (const line of emitted) {
      expect(line.service).toBe('worknest');
      expect(line._aws.CloudWatchMetrics[0].Namespace).toBe('Worknest/test-stage');
    }
    expect(refunds._aws.CloudWatchMetrics[0].Metrics).toEqual([{ Name: 'Refunds', Unit: 'Count' }]);
  });

  it('charge.refunded that records the refund first counts it; one arriving after the record counts nothing', async () => {
    const { onChargeRefunded } = await import('./cancel-stay');
    const charge = { paymentIntentId: 'pi_1' };
    expect(await onChargeRefunded(charge, 'b-1')).toBe('recorded');
    expect(refundLines().map((line) => line.Refunds ?? line.RefundedCents)).toEqual([1, 11_175]);

    clear();
    // The cancel call recorded it a moment before: the conditional write refuses the second record.
    state.recorded = false;
    expect(await onChargeRefunded(charge, 'b-1')).toBe('already-recorded');
    expect(refundLines()).toEqual([]);
  });

  it('a refund already on the booking is neither made again nor counted', async () => {
    state.booking = { ...cancelledStay(), refundId: 're_1' };
    const { cancelStay, onChargeRefunded } = await import('./cancel-stay');
    await cancelStay('b-1', { userId: 'guest-1', role: 'employee', companyDomain: 'example.com' } as never, Date.now());
    expect(await onChargeRefunded({ paymentIntentId: 'pi_1' }, 'b-1')).toBe('already-recorded');
    expect(state.refundsCreated).toBe(0);
    expect(refundLines()).toEqual([]);
  });
});
