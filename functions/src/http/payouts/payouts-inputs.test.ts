import { payoutsQuerySchema } from '@worknest/shared/payouts';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { payoutsQuery } from './payouts-inputs';

describe('GET /api/payouts: the plain query answers as payoutsQuerySchema (issue 15)', () => {
  it('same page, same messages', () => {
    for (const limit of [undefined, '', '1', '20', '50', '51', '0', '1.5', 'x', ' 3 ']) {
      for (const cursor of [undefined, 'c', 'x'.repeat(2001)]) {
        expect(answerOf(payoutsQuery, { limit, cursor }), `${limit} ${cursor?.length}`).toStrictEqual(answerOf(payoutsQuerySchema, { limit, cursor }));
      }
    }
  });
});
