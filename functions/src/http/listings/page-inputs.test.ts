import { LISTING_PAGE_SIZE_DEFAULT, LISTING_PAGE_SIZE_MAX } from '@worknest/shared/listing-options';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { pageQuery } from './page-inputs';

describe('?limit=&cursor= of the listing pages: the plain query answers as the zod one it replaced (issue 15)', () => {
  it('same page, same messages', () => {
    const zodQuery = z.object({ limit: z.coerce.number().int().min(1).max(LISTING_PAGE_SIZE_MAX).default(LISTING_PAGE_SIZE_DEFAULT), cursor: z.string().max(2000).optional() });
    for (const query of [{}, { limit: '1' }, { limit: String(LISTING_PAGE_SIZE_MAX + 1) }, { limit: '0', cursor: 'x'.repeat(2001) }, { limit: 'x' }, { cursor: 'c' }]) {
      expect(answerOf(pageQuery, query), JSON.stringify(query).slice(0, 60)).toStrictEqual(answerOf(zodQuery, query));
    }
  });
});
