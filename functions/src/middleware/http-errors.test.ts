import { describe, expect, it } from 'vitest';
import { SEARCH_WARMING_UP } from '@worknest/shared/listing-search-rules';
import { NotReadyError, RateLimitedError, UnavailableError } from '../domain/errors';
import { mapDomainError } from './http-errors';

describe('mapDomainError', () => {
  it('answers "not ready yet" with 503, Retry-After and its code, so a client can ask again', () => {
    const mapped = mapDomainError(new NotReadyError(SEARCH_WARMING_UP.message, SEARCH_WARMING_UP.retryAfterSeconds, SEARCH_WARMING_UP.code));
    expect(mapped).toEqual({
      statusCode: 503,
      body: { message: SEARCH_WARMING_UP.message, code: 'search_warming_up' },
      headers: { 'retry-after': String(SEARCH_WARMING_UP.retryAfterSeconds) },
    });
  });

  it('keeps a failed dependency at 502 without Retry-After, and a rate limit at 429 with it', () => {
    expect(mapDomainError(new UnavailableError('Payments are down'))).toMatchObject({ statusCode: 502, headers: undefined });
    expect(mapDomainError(new RateLimitedError('Slow down', 30))).toMatchObject({ statusCode: 429, headers: { 'retry-after': '30' } });
  });
});
