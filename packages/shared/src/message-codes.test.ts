import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from './booking-rules';
import { CANCELLATION_MESSAGES, LISTING_TERMS_MESSAGES } from './cancellation-rules';
import { LISTING_MESSAGES } from './listing-options';
import { MESSAGE_CODES, messageCode } from './message-codes';
import { SWAP_MESSAGES } from './swap-rules';
import { TRAVEL_POLICY_MESSAGES } from './travel-policy-rules';

/** Issue 40 part 2 (ADR 0167): the routes' messages people read carry stable codes. */
describe('message codes', () => {
  it('codes a family by its prefix and the key in snake case', () => {
    expect(messageCode(BOOKING_MESSAGES.datesRequired)).toBe('booking_dates_required');
    expect(messageCode(LISTING_MESSAGES.maxNightsBelowMin)).toBe('listing_max_nights_below_min');
    expect(messageCode(LISTING_TERMS_MESSAGES.timeZoneInvalid)).toBe('listing_terms_time_zone_invalid');
    expect(messageCode(CANCELLATION_MESSAGES.alreadyCancelled)).toBe('cancellation_already_cancelled');
    expect(messageCode(SWAP_MESSAGES.notYourTurn)).toBe('swap_not_your_turn');
    expect(messageCode(TRAVEL_POLICY_MESSAGES.rejectReason)).toBe('policy_reject_reason');
  });

  it('leaves messages made by a function (a number or a name in them) and unknown texts uncoded', () => {
    expect(messageCode(BOOKING_MESSAGES.minimumStay(3))).toBeUndefined();
    expect(messageCode(TRAVEL_POLICY_MESSAGES.countryCode('XX'))).toBeUndefined();
    expect(messageCode('Something else')).toBeUndefined();
    expect(messageCode('toString')).toBeUndefined();
  });

  it('gives every code to one message only, in snake case', () => {
    const codes = Object.values(MESSAGE_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });
});
