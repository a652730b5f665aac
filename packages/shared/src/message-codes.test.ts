import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, HOST_INACTIVE_MESSAGE } from './admin-rules';
import { BOOKING_MESSAGES, datesInUseMessage, formatStayDate, LISTING_DELETE_MESSAGES } from './booking-rules';
import { CALENDAR_MESSAGES } from './calendar-rules';
import { CANCELLATION_MESSAGES, LISTING_TERMS_MESSAGES } from './cancellation-rules';
import { notEnoughCredits } from './credit-rules';
import { listOfDays } from './list-of-days';
import { LISTING_MESSAGES } from './listing-options';
import { LOCALES } from './locale-rules';
import { codeOfMessage, messageCode, messageCodes, THROWN_MESSAGE_CODES } from './message-codes';
import { formatMessage, type CompiledMessage } from './message-format';
import { REPORT_MESSAGES } from './reports-rules';
import { REVIEW_MESSAGES } from './review-rules';
import { SSO_SETTINGS_MESSAGES } from './sso-rules';
import { SWAP_MESSAGES } from './swap-rules';
import { TIME_ZONE_MESSAGES } from './time-zone-rules';
import { MAX_NIGHTLY_CAP_CENTS, TRAVEL_POLICY_MESSAGES } from './travel-policy-rules';

/** Issue 40 part 2 (ADR 0167): the routes' messages people read carry stable codes. */
describe('message codes', () => {
  it('codes a family by its prefix and the key in snake case', () => {
    expect(messageCode(BOOKING_MESSAGES.datesRequired)).toBe('booking_dates_required');
    expect(messageCode(LISTING_MESSAGES.maxNightsBelowMin)).toBe('listing_max_nights_below_min');
    expect(messageCode(LISTING_TERMS_MESSAGES.timeZoneInvalid)).toBe('listing_terms_time_zone_invalid');
    expect(messageCode(CANCELLATION_MESSAGES.alreadyCancelled)).toBe('cancellation_already_cancelled');
    expect(messageCode(SWAP_MESSAGES.notYourTurn)).toBe('swap_not_your_turn');
    expect(messageCode(TRAVEL_POLICY_MESSAGES.rejectReason)).toBe('policy_reject_reason');
    // ADR 0187: calendar sync's checks and why a calendar could not be read.
    expect(messageCode(CALENDAR_MESSAGES.tooMany)).toBe('calendar_too_many');
    expect(messageCode(CALENDAR_MESSAGES.malformed)).toBe('calendar_malformed');
    expect(messageCode(CALENDAR_MESSAGES.notReadable)).toBe('calendar_not_readable');
  });

  it('leaves messages made by a function (a number or a name in them) and unknown texts uncoded', () => {
    expect(messageCode(BOOKING_MESSAGES.minimumStay(3))).toBeUndefined();
    expect(messageCode(TRAVEL_POLICY_MESSAGES.countryCode('XX'))).toBeUndefined();
    expect(messageCode('Something else')).toBeUndefined();
    expect(messageCode('toString')).toBeUndefined();
  });

  it('gives every code to one message only, in snake case', () => {
    const codes = Object.values(messageCodes());
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });
});

/** Issue 40 part 2 (ADR 0186): messages made by a function carry their code and values; the admin's messages are coded. */
describe('codes of messages made by a function', () => {
  it('reads each function’s English back into its code and values', () => {
    expect(codeOfMessage(BOOKING_MESSAGES.minimumStay(3))).toEqual({ code: 'booking_minimum_stay', values: { count: 3 } });
    expect(codeOfMessage(BOOKING_MESSAGES.minimumStay(1))).toEqual({ code: 'booking_minimum_stay', values: { count: 1 } });
    expect(codeOfMessage(BOOKING_MESSAGES.maximumStay(28))).toEqual({ code: 'booking_maximum_stay', values: { count: 28 } });
    expect(codeOfMessage(BOOKING_MESSAGES.advanceNotice(1))).toEqual({ code: 'booking_advance_notice', values: { count: 1 } });
    expect(codeOfMessage(BOOKING_MESSAGES.maximumGuests(1234))).toEqual({ code: 'booking_maximum_guests', values: { count: 1234 } });
    expect(codeOfMessage(notEnoughCredits(9, 4))).toEqual({ code: 'credits_not_enough', values: { needed: 9, balance: 4 } });
    expect(codeOfMessage(REVIEW_MESSAGES.beforeCheckOut('2030-03-12'))).toEqual({ code: 'review_before_check_out', values: { date: '2030-03-12' } });
    expect(codeOfMessage(REVIEW_MESSAGES.windowClosed('2030-03-25'))).toEqual({ code: 'review_window_closed', values: { date: '2030-03-25' } });
    expect(codeOfMessage(TIME_ZONE_MESSAGES.several('United States'))).toEqual({ code: 'listing_time_zone_several', values: { country: 'United States' } });
    expect(codeOfMessage(TRAVEL_POLICY_MESSAGES.countryCode('XX'))).toEqual({ code: 'policy_country_code', values: { code: 'XX' } });
    expect(codeOfMessage(TRAVEL_POLICY_MESSAGES.countryCap('CH'))).toEqual({ code: 'policy_country_cap', values: { code: 'CH', max: MAX_NIGHTLY_CAP_CENTS } });
  });

  it('reads the functions’ own template messages back (company enrolment, checkout limit, field lengths)', () => {
    expect(codeOfMessage('acme.test is enrolled already.')).toEqual({ code: 'company_enrolled_already', values: { domain: 'acme.test' } });
    expect(codeOfMessage('acme.test is not verified yet: publish its TXT record and choose Verify.')).toEqual({ code: 'company_not_verified', values: { domain: 'acme.test' } });
    expect(codeOfMessage('You have started too many checkouts. Please try again in 1 minute.')).toEqual({ code: 'checkout_too_many_started', values: { count: 1 } });
    expect(codeOfMessage('Must be at most 100 characters')).toEqual({ code: 'text_too_long', values: { max: 100 } });
  });

  it('gives a listed message its code without values, and nothing to unknown texts', () => {
    expect(codeOfMessage(BOOKING_MESSAGES.datesRequired)).toEqual({ code: 'booking_dates_required' });
    expect(codeOfMessage(ADMIN_MESSAGES.ownRole)).toEqual({ code: 'admin_own_role' });
    expect(codeOfMessage(HOST_INACTIVE_MESSAGE)).toEqual({ code: 'admin_host_inactive' });
    expect(codeOfMessage(REVIEW_MESSAGES.alreadyModerated)).toEqual({ code: 'review_already_moderated' });
    expect(codeOfMessage(REPORT_MESSAGES.resolved)).toEqual({ code: 'report_resolved' });
    expect(codeOfMessage(SSO_SETTINGS_MESSAGES.clientSecret)).toEqual({ code: 'sso_client_secret' });
    expect(codeOfMessage('Something else')).toBeUndefined();
    expect(codeOfMessage('Minimum stay is many nights')).toBeUndefined();
  });

  it('the errors catalog’s English, with the values, is what the server says (five languages have the code)', () => {
    const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, JSON.parse(readFileSync(new URL(`../../../web/src/locales/compiled/${locale}/errors.json`, import.meta.url), 'utf8')) as Record<string, CompiledMessage>]));
    const samples = [
      BOOKING_MESSAGES.minimumStay(1),
      BOOKING_MESSAGES.minimumStay(3),
      BOOKING_MESSAGES.maximumStay(1),
      BOOKING_MESSAGES.maximumStay(28),
      BOOKING_MESSAGES.advanceNotice(1),
      BOOKING_MESSAGES.advanceNotice(2),
      BOOKING_MESSAGES.maximumGuests(1),
      BOOKING_MESSAGES.maximumGuests(6),
      notEnoughCredits(9, 4),
      REVIEW_MESSAGES.beforeCheckOut('2030-03-12'),
      REVIEW_MESSAGES.windowClosed('2030-03-25'),
      TIME_ZONE_MESSAGES.several('United States'),
      TRAVEL_POLICY_MESSAGES.countryCode('XX'),
      TRAVEL_POLICY_MESSAGES.countryCap('CH'),
      'acme.test is enrolled already.',
      'acme.test is not verified yet: publish its TXT record and choose Verify.',
      'You have started too many checkouts. Please try again in 1 minute.',
      'You have started too many checkouts. Please try again in 12 minutes.',
      'Must be at most 100 characters',
    ];
    for (const sample of samples) {
      const coded = codeOfMessage(sample)!;
      // A code of a made message is no listed message's code.
      expect(Object.values(messageCodes()), coded.code).not.toContain(coded.code);
      expect(formatMessage(catalogs.en![coded.code]!, coded.values), sample).toBe(sample);
      for (const locale of LOCALES) expect(catalogs[locale]![coded.code], `${locale} ${coded.code}`).toBeDefined();
    }
    // A day is a value the SPA writes as a stay date (web/src/lib/i18n.ts serverValues): here as English does.
    const until = formatMessage(catalogs.en![THROWN_MESSAGE_CODES.listingDeleteUpcomingBookingsUntil]!, { day: formatStayDate('2030-03-12') });
    expect(until).toBe(LISTING_DELETE_MESSAGES.upcomingBookingsUntil('2030-03-12'));
    // ADR 0187: `days` is the SPA's list of stay dates (lib/i18n serverValues): here as English writes it.
    for (const days of [['2031-03-03'], ['2031-03-03', '2031-03-04'], ['2031-03-03', '2031-03-04', '2031-03-09']]) {
      const inUse = formatMessage(catalogs.en![THROWN_MESSAGE_CODES.listingDatesInUse]!, { days: listOfDays(days.map(formatStayDate), 'en-US') });
      expect(inUse).toBe(datesInUseMessage(days));
    }
    expect(datesInUseMessage(['2031-03-03', '2031-03-04', '2031-03-09'])).toBe(
      'These dates cannot be removed because a guest has booked or is booking them: Mon, Mar 3, 2031, Tue, Mar 4, 2031 and Sun, Mar 9, 2031',
    );
    expect(listOfDays(['3. März', '4. März', '9. März'], 'de-DE')).toBe('3. März, 4. März und 9. März');
  });
});
