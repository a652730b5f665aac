import { bookingIdParamsSchema, cancelStayRequestSchema, confirmBookingSchema, cancelBookingSchema, paymentIntentIdSchema } from '@worknest/shared/booking';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { bookingIdParams, cancelStayBody, paymentIntentBody, paymentIntentParams } from './booking-inputs';

const ids: unknown[] = [
  undefined,
  null,
  5,
  '',
  'x',
  '123e4567-e89b-12d3-a456-426614174000',
  '123e4567-e89b-12d3-c456-426614174000',
  'pi_12345678',
  'pi_1234567',
  `pi_${'a'.repeat(64)}`,
  `pi_${'a'.repeat(65)}`,
  'pi_1234567!',
  ['pi_12345678'],
];

describe('the booking routes\' plain inputs answer as their zod schemas (issue 15)', () => {
  it('{id} of a booking', () => {
    for (const id of ids) expect(answerOf(bookingIdParams, { id }), String(id)).toStrictEqual(answerOf(bookingIdParamsSchema, { id }));
    expect(answerOf(bookingIdParams, {})).toStrictEqual(answerOf(bookingIdParamsSchema, {}));
  });

  it('{paymentIntentId} of confirm and cancel, {id} of by-payment-intent', () => {
    for (const id of ids) {
      expect(answerOf(paymentIntentBody, { paymentIntentId: id, extra: 1 }), String(id)).toStrictEqual(answerOf(confirmBookingSchema, { paymentIntentId: id, extra: 1 }));
      expect(answerOf(paymentIntentBody, { paymentIntentId: id }), String(id)).toStrictEqual(answerOf(cancelBookingSchema, { paymentIntentId: id }));
      expect(answerOf(paymentIntentParams, { id }), String(id)).toStrictEqual(answerOf(z.object({ id: paymentIntentIdSchema }), { id }));
    }
    expect(answerOf(paymentIntentBody, undefined)).toStrictEqual(answerOf(confirmBookingSchema, undefined));
  });

  it('the optional body of a stay\'s cancellation', () => {
    for (const body of [undefined, {}, { expectedStatus: 'confirmed' }, { expectedStatus: 'requested' }, { expectedStatus: 'cancelled' }, { expectedStatus: null }, { other: 1 }, { expectedStatus: 'x', a: 1, b: 2 }]) {
      expect(answerOf(cancelStayBody, body), JSON.stringify(body)).toStrictEqual(answerOf(cancelStayRequestSchema, body));
    }
  });
});
