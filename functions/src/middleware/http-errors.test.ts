import { describe, expect, it } from 'vitest';
import { SEARCH_WARMING_UP } from '@worknest/shared/listing-search-rules';
import { CANCELLATION_MESSAGES } from '@worknest/shared/cancellation-rules';
import { LINK_INVALID_MESSAGE } from '@worknest/shared/auth-rules';
import { BOOKING_MESSAGES, LISTING_DELETE_MESSAGES } from '@worknest/shared/booking-rules';
import { notEnoughCredits } from '@worknest/shared/credit-rules';
import { THROWN_MESSAGE_CODES } from '@worknest/shared/message-codes';
import { ConflictError, InvalidInputError, NotReadyError, RateLimitedError, UnavailableError } from '../domain/errors';
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

  it('gives a domain error whose message people read its stable messageCode (issue 40), not when it is the code already', () => {
    expect(mapDomainError(new ConflictError(CANCELLATION_MESSAGES.alreadyCancelled))?.body).toMatchObject({ message: CANCELLATION_MESSAGES.alreadyCancelled, messageCode: 'cancellation_already_cancelled' });
    expect(mapDomainError(new InvalidInputError(LINK_INVALID_MESSAGE, undefined, 'link_invalid'))?.body).toEqual({ message: LINK_INVALID_MESSAGE, code: 'link_invalid' });
    expect(mapDomainError(new InvalidInputError('Something only this route says'))?.body).toEqual({ message: 'Something only this route says', code: 'bad_request' });
    // The code the error names wins over the listed one.
    expect(mapDomainError(new InvalidInputError(CANCELLATION_MESSAGES.alreadyCancelled, undefined, 'validation_failed', 'own_code'))?.body.messageCode).toBe('own_code');
  });

  it('gives a message made by a function its code and values (issue 40 part 2, ADR 0186)', () => {
    expect(mapDomainError(new InvalidInputError(BOOKING_MESSAGES.minimumStay(3), undefined, 'validation_failed'))?.body).toMatchObject({
      code: 'validation_failed',
      messageCode: 'booking_minimum_stay',
      messageValues: { count: 3 },
    });
    expect(mapDomainError(new ConflictError(notEnoughCredits(9, 4), 'not_enough_credits'))?.body).toMatchObject({ messageCode: 'credits_not_enough', messageValues: { needed: 9, balance: 4 } });
    // Named where it is thrown: the day as a value, not the English date.
    const until = new ConflictError(LISTING_DELETE_MESSAGES.upcomingBookingsUntil('2030-03-12'), 'listing_has_upcoming_bookings').coded(THROWN_MESSAGE_CODES.listingDeleteUpcomingBookingsUntil, { day: '2030-03-12' });
    expect(mapDomainError(until)?.body).toMatchObject({ code: 'listing_has_upcoming_bookings', messageCode: 'listing_delete_upcoming_bookings_until', messageValues: { day: '2030-03-12' } });
    // A fixed message has no values.
    expect(mapDomainError(new ConflictError(CANCELLATION_MESSAGES.alreadyCancelled))?.body.messageValues).toBeUndefined();
  });
});
