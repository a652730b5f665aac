import { hostStayPeriodSchema } from '@worknest/shared/booking';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { BOOKING_PAGE_SIZE_DEFAULT, BOOKING_PAGE_SIZE_MAX, bookingPageQuery, hostBookingsQuery } from './booking-page-inputs';

/** The zod schemas these stand for (booking-page-inputs.ts before issue 15). */
const zodPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(BOOKING_PAGE_SIZE_MAX).default(BOOKING_PAGE_SIZE_DEFAULT),
  cursor: z.string().max(2000).optional(),
});
const zodHostQuery = zodPageQuery.extend({ when: hostStayPeriodSchema.optional() });

describe('the booking lists\' plain queries answer as their zod schemas (issue 15)', () => {
  it('?limit=&cursor=&when=', () => {
    for (const limit of [undefined, '', '1', '50', '100', '101', '0', '-1', '1.5', 'abc', ' 7 ', '1e2', 'Infinity', '9007199254740993']) {
      for (const cursor of [undefined, '', 'abc', 'x'.repeat(2000), 'x'.repeat(2001)]) {
        const query = { limit, cursor };
        expect(answerOf(bookingPageQuery, query), JSON.stringify(query)).toStrictEqual(answerOf(zodPageQuery, query));
      }
    }
    for (const when of [undefined, '', 'upcoming', 'past', 'future']) {
      for (const query of [{ when }, { when, limit: '0' }, { when, limit: '5', cursor: 'c', other: 'dropped' }]) {
        expect(answerOf(hostBookingsQuery, query), JSON.stringify(query)).toStrictEqual(answerOf(zodHostQuery, query));
      }
    }
  });
});
