import { describe, expect, it } from 'vitest';
import { SEARCH_WARMING_UP } from '@worknest/shared/listing-search-rules';
import { retrySearchWhileWarmingUp } from './search-retry';

const warmingUp = new Error(`503: ${JSON.stringify({ message: SEARCH_WARMING_UP.message, code: SEARCH_WARMING_UP.code })}`);

describe('retrySearchWhileWarmingUp', () => {
  it('asks again while the instance is getting ready, up to the limit', () => {
    for (let failures = 0; failures < SEARCH_WARMING_UP.clientRetries; failures++) expect(retrySearchWhileWarmingUp(failures, warmingUp)).toBe(true);
    expect(retrySearchWhileWarmingUp(SEARCH_WARMING_UP.clientRetries, warmingUp)).toBe(false);
  });

  it.each([
    ['a 400 (a bad filter)', new Error('400: {"message":"sort must be one of newest, price_asc, price_desc","code":"bad_request"}')],
    ['a 503 with another code', new Error('503: {"message":"Down","code":"maintenance"}')],
    ['a 503 from a proxy (no JSON)', new Error('503: Service Unavailable')],
    ['a 502 (a dependency failed)', new Error(`502: ${JSON.stringify({ message: 'x', code: SEARCH_WARMING_UP.code })}`)],
    ['a 500', new Error('500: Internal Server Error')],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('never asks again after %s', (_case, error) => {
    expect(retrySearchWhileWarmingUp(0, error)).toBe(false);
  });
});
