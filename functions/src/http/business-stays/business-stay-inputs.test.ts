import { businessStaySchema } from '@worknest/shared/business-stay';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { businessStayBody } from './business-stay-inputs';

const valid = { listingId: 'l1', checkIn: '2030-03-12', checkOut: '2030-03-14', numberOfGuests: 2, purpose: 'Client workshop', costCentre: 'ENG', justification: null };

describe('POST /api/business-stays: the plain body answers as businessStaySchema (issue 32, one set of rules for the checkout form and the route)', () => {
  it('keeps the fields, folds white space and drops what a client adds', () => {
    const body = { ...valid, purpose: '  Client \n workshop ', costCentre: ' ENG ', justification: ' The  client asked us to stay near ', totalAmount: 1 };
    expect(answerOf(businessStayBody, body)).toEqual({ data: { ...valid, costCentre: 'ENG', justification: 'The client asked us to stay near' } });
    expect(answerOf(businessStayBody, body)).toStrictEqual(answerOf(businessStaySchema, body));
  });

  it('refuses each field with the same messages, in the same order', () => {
    const variants: Record<string, unknown>[] = [
      {},
      { listingId: '' },
      { numberOfGuests: 0 },
      { purpose: 'ab' },
      { purpose: '  a    b  ' },
      { purpose: 'x'.repeat(201) },
      { purpose: 5 },
      { purpose: undefined },
      { costCentre: 'X'.repeat(21) },
      { costCentre: undefined },
      { costCentre: 7 },
      { justification: 'too short' },
      { justification: '   ten chars but spaced   ' },
      { justification: 'x'.repeat(501) },
      { justification: undefined },
      { justification: 42 },
      { purpose: '', justification: '', checkIn: '' },
    ];
    for (const change of variants) {
      const body = Object.keys(change).length ? { ...valid, ...change } : {};
      expect(answerOf(businessStayBody, body), JSON.stringify(change)).toStrictEqual(answerOf(businessStaySchema, body));
    }
  });
});
