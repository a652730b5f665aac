import { createPaymentIntentSchema } from '@worknest/shared/booking';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { paymentIntentBody } from './payment-intent-inputs';

const valid = { listingId: 'l1', checkIn: '2030-03-12', checkOut: '2030-03-14', numberOfGuests: 2 };

describe('POST /api/create-payment-intent: the plain body answers as createPaymentIntentSchema (issue 15)', () => {
  it('keeps the four fields and drops amounts and states a client sends', () => {
    const body = { ...valid, totalAmount: 1, serviceFee: 0, status: 'confirmed', isPaid: true };
    expect(answerOf(paymentIntentBody, body)).toEqual({ data: valid });
    expect(answerOf(paymentIntentBody, body)).toStrictEqual(answerOf(createPaymentIntentSchema, body));
  });

  it('refuses each field with the same messages, in the same order', () => {
    const variants: Record<string, unknown>[] = [
      {},
      { listingId: '' },
      { listingId: 'x'.repeat(64) },
      { listingId: 'x'.repeat(65) },
      { listingId: 5 },
      { listingId: ['a'] },
      { checkIn: '12.03.2030' },
      { checkIn: '2030-02-30' },
      { checkOut: undefined },
      { checkOut: 20300314 },
      { numberOfGuests: 0 },
      { numberOfGuests: 1.5 },
      { numberOfGuests: '2' },
      { numberOfGuests: 2 ** 53 },
      { numberOfGuests: null },
      { listingId: '', checkIn: '', checkOut: '', numberOfGuests: -1 },
    ];
    for (const change of variants) {
      const body = Object.keys(change).length ? { ...valid, ...change } : {};
      expect(answerOf(paymentIntentBody, body), JSON.stringify(change)).toStrictEqual(answerOf(createPaymentIntentSchema, body));
    }
    expect(answerOf(paymentIntentBody, undefined)).toStrictEqual(answerOf(createPaymentIntentSchema, undefined));
  });
});
