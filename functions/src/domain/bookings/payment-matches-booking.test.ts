import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { paymentMatchesBooking } from './payment-matches-booking';
import { testBooking } from './test-booking';

const paid = (overrides: Partial<Stripe.PaymentIntent> = {}) =>
  ({
    id: 'pi_123456789',
    status: 'succeeded',
    amount: 24350,
    amount_received: 24350,
    currency: 'eur',
    metadata: { bookingId: 'b-1' },
    ...overrides,
  }) as Stripe.PaymentIntent;

describe('paymentMatchesBooking', () => {
  it("accepts the booking's own intent paid in full", () => {
    expect(paymentMatchesBooking(paid(), testBooking())).toBe(true);
  });

  it.each<[string, Partial<Stripe.PaymentIntent>]>([
    ['another intent', { id: 'pi_other000000' }],
    ['another booking in the metadata', { metadata: { bookingId: 'b-2' } }],
    ['a changed amount', { amount: 100, amount_received: 100 }],
    ['a partial receipt', { amount_received: 24000 }],
    ['another currency', { currency: 'usd' }],
  ])('refuses %s', (_name, change) => {
    expect(paymentMatchesBooking(paid(change), testBooking())).toBe(false);
  });
});
