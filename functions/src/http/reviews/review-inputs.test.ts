import { newReviewSchema, REVIEW_MESSAGES, reviewReplySchema } from '@worknest/shared/review';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { listingReviewsQuery, newReviewBody, reviewReplyBody, stayReviewParams } from './review-inputs';

const same = (plain: { safeParse(input: unknown): unknown }, zod: z.ZodType, inputs: unknown[]) => {
  for (const input of inputs) expect(answerOf(plain as never, input), JSON.stringify(input)?.slice(0, 100)).toStrictEqual(answerOf(zod, input));
};
const bookingId = '123e4567-e89b-42d3-a456-426614174000';

describe('the review routes\' plain inputs answer as their zod schemas (issue 15)', () => {
  it('POST /api/reviews', () => {
    const valid = { bookingId, rating: 5, comment: 'Great desk' };
    same(newReviewBody, newReviewSchema, [
      undefined,
      {},
      valid,
      { ...valid, isApproved: true },
      ...[undefined, '', 'x', 5].map((id) => ({ ...valid, bookingId: id })),
      ...[undefined, 0, 1, 5, 6, 4.5, '5', null, 2 ** 53].map((rating) => ({ ...valid, rating })),
      ...[undefined, null, '', '   ', 'ok\r\nfine', 'x'.repeat(2000), 'x'.repeat(2001), 5].map((comment) => ({ ...valid, comment })),
      { bookingId },
    ]);
  });

  it('POST /api/reviews/{id}/reply', () => {
    same(reviewReplyBody, reviewReplySchema, [undefined, {}, { text: '' }, { text: '  ' }, { text: 'Thanks!' }, { text: 'x'.repeat(1000) }, { text: 'x'.repeat(1001) }, { text: 5 }]);
  });

  it('{bookingId} and ?limit=&cursor=', () => {
    same(stayReviewParams, z.object({ bookingId: z.string().uuid(REVIEW_MESSAGES.bookingNotFound) }), [{}, { bookingId: 'x' }, { bookingId }]);
    const zodQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10), cursor: z.string().max(2000).optional() });
    same(listingReviewsQuery, zodQuery, [{}, { limit: '50' }, { limit: '51' }, { limit: '0', cursor: 'x'.repeat(2001) }, { limit: 'x' }]);
  });
});
