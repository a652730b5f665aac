import { describe, expect, it } from 'vitest';
import type { PaymentIntentSummary } from '../../adapters/payments/types';
import { paymentMatchesBooking } from './payment-matches-booking';
import { testBooking } from './fixtures/test-booking';

const paid = (overrides: Partial<PaymentIntentSummary> = {}): PaymentIntentSummary => ({
  id: 'pi_123456789',
  status: 'succeeded',
  amountCents: 24350,
  amountReceivedCents: 24350,
  amountCapturableCents: 0,
  currency: 'eur',
  metadata: { bookingId: 'b-1' },
  clientSecret: null,
  lastPaymentErrorMessage: null,
  latestChargeId: null,
  ...overrides,
});

describe('paymentMatchesBooking', () => {
  it("accepts the booking's own intent paid in full", () => {
    expect(paymentMatchesBooking(paid(), testBooking())).toBe(true);
  });

  it.each<[string, Partial<PaymentIntentSummary>]>([
    ['another intent', { id: 'pi_other000000' }],
    ['another booking in the metadata', { metadata: { bookingId: 'b-2' } }],
    ['a changed amount', { amountCents: 100, amountReceivedCents: 100 }],
    ['a partial receipt', { amountReceivedCents: 24000 }],
    ['another currency', { currency: 'usd' }],
  ])('refuses %s', (_name, change) => {
    expect(paymentMatchesBooking(paid(change), testBooking())).toBe(false);
  });
});
