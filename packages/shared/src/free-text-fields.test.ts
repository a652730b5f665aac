import { describe, expect, it } from 'vitest';
import { listingSearchQuerySchema } from './listing-search';
import { enrollCompanySchema } from './people';

/**
 * The control-character rule of text-rules.ts reaches the free-text fields outside the forms that
 * introduced it (issue 13): a company's name at enrolment and the search text of GET /api/listings.
 */
describe('company name at enrolment', () => {
  const parse = (name: string) => enrollCompanySchema.safeParse({ domain: 'acme.test', name });

  it.each([
    ['\u0000Acme\u202e', 'Acme'],
    ['\uFEFFAcme\u2060 Corp\u00AD', 'Acme Corp'],
    ['Acme\u2028Corp', 'Acme Corp'],
    ['  Acme  ', 'Acme'],
  ])('%j is stored as %j', (name, stored) => {
    expect(parse(name)).toMatchObject({ success: true, data: { name: stored } });
  });

  it('refuses a name of only invisible characters like a blank one', () => {
    const result = parse('\u0000\u202e\u200b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter the company name');
  });
});

describe('search text of GET /api/listings', () => {
  it('drops control and format characters', () => {
    expect(listingSearchQuerySchema.parse({ q: 'Copen\u0000hagen\u202e' }).q).toBe('Copenhagen');
  });

  it('treats a text of only invisible characters as no search text', () => {
    expect(listingSearchQuerySchema.parse({ q: '\u200b\uFEFF' }).q).toBeUndefined();
  });
});
