import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { isFetchableAddress, resolveFetchableAddress } from './fetch-calendar';
import { stayPagePath } from '@worknest/shared/stay-links';
import { listingCalendar, stayCalendar, stayUid } from './listing-calendar';
import { importedNights, MalformedCalendarError } from './parse-calendar';

const stays = [
  { bookingId: '11111111-1111-4111-8111-111111111111', checkIn: '2026-12-01', checkOut: '2026-12-04', confirmedAt: '2026-11-02T09:00:00.000Z', guestFirstName: 'Alex' },
  { bookingId: '22222222-2222-4222-8222-222222222222', checkIn: '2026-12-10', checkOut: '2026-12-12', confirmedAt: '2026-11-03T09:00:00.000Z', guestFirstName: 'Sam' },
];

const bookingLink = (bookingId: string) => `https://app.example${stayPagePath(bookingId, 'host')}`;

/** The feed's events, read back with ical.js (lines unfolded, text unescaped). */
function feedEvents(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
}

describe('the listing feed (export)', () => {
  const text = listingCalendar({ listingTitle: 'Loft by the canal', stays, bookingLink });

  it('is an iCalendar file with one all-day event per confirmed stay, check-in to check-out', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(text).toContain('VERSION:2.0');
    expect(text).toMatch(/PRODID:-\/\/Worknest\/\//);
    expect(text).toContain('DTSTART;VALUE=DATE:20261201');
    expect(text).toContain('DTEND;VALUE=DATE:20261204');
    expect(text).toContain('SUMMARY:Worknest stay: Alex');
    // Each event leads to its own stay: the card on the host's My Hostings (read back unfolded).
    const events = feedEvents(text);
    expect(events.map((event) => event.getFirstPropertyValue('url'))).toEqual(
      stays.map((stay) => `https://app.example/app/profile#stay-${stay.bookingId}`),
    );
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('gives each booking a stable UID and stamp, so the same stays give the same file', () => {
    expect(text).toContain(`UID:${stayUid(stays[0]!.bookingId)}`);
    expect(text).toContain('DTSTAMP:20261102T090000Z');
    expect(listingCalendar({ listingTitle: 'Loft by the canal', stays, bookingLink })).toBe(text);
  });

  it('reads back with a parser as the same stays (what calendar apps subscribe to)', () => {
    const events = feedEvents(text).map((component) => new ICAL.Event(component));
    expect(events.map((event) => [event.uid, event.startDate.isDate ? 'date' : 'date-time', event.startDate.toString()])).toEqual([
      [stayUid(stays[0]!.bookingId), 'date', '2026-12-01'],
      [stayUid(stays[1]!.bookingId), 'date', '2026-12-10'],
    ]);
  });

  it('leaves out what it is not given (cancelled stays, held nights): an empty feed is still valid', () => {
    const empty = listingCalendar({ listingTitle: 'Loft', stays: [], bookingLink });
    expect(empty).toContain('BEGIN:VCALENDAR');
    expect(empty).not.toContain('BEGIN:VEVENT');
  });

  it('makes one stay a file to add to a calendar, with the feed’s UID', () => {
    const one = stayCalendar({ stay: stays[0]!, title: 'Stay at Loft', location: 'Berlin, Germany', description: 'Your Worknest stay.', link: 'https://app.example/app/bookings' });
    expect(one).toContain('METHOD:PUBLISH');
    expect(one).toContain(`UID:${stayUid(stays[0]!.bookingId)}`);
    expect(one).toContain('LOCATION:Berlin\\, Germany');
    expect(one).toContain('DTEND;VALUE=DATE:20261204');
  });
});

function calendar(...events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
}

function event(lines: string[]): string {
  const uid = lines.some((line) => line.startsWith('UID:')) ? [] : [`UID:${randomUUID()}@test`];
  return ['BEGIN:VEVENT', ...uid, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
}

const window = { from: '2026-11-25', until: '2027-06-01', timeZone: 'Europe/Berlin' };

/** A VTIMEZONE under a name no IANA zone has: US Eastern time, as Outlook-like exports define it. */
const EASTERN = [
  'BEGIN:VTIMEZONE', 'TZID:Eastern',
  'BEGIN:STANDARD', 'DTSTART:19701101T020000', 'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500', 'END:STANDARD',
  'BEGIN:DAYLIGHT', 'DTSTART:19700308T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0400', 'END:DAYLIGHT',
  'END:VTIMEZONE',
].join('\r\n');

describe('reading an imported calendar', () => {
  it('blocks the nights of all-day events (DTEND exclusive), like an Airbnb export', () => {
    const nights = importedNights(calendar(event(['DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261204', 'SUMMARY:Airbnb (Not available)'])), window);
    expect([...nights.keys()]).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(nights.get('2026-12-01')).toBe('Airbnb (Not available)');
  });

  it('gives an all-day event without DTEND its one night', () => {
    expect([...importedNights(calendar(event(['DTSTART;VALUE=DATE:20261220'])), window).keys()]).toEqual(['2026-12-20']);
  });

  it('reads timed events in the listing’s time zone, check-in day to check-out day', () => {
    // 23:30 UTC on 9 December is already 10 December in Berlin.
    const nights = importedNights(calendar(event(['DTSTART:20261209T233000Z', 'DTEND:20261211T090000Z', 'SUMMARY:Trip'])), window);
    expect([...nights.keys()]).toEqual(['2026-12-10']);
    expect(importedNights(calendar(event(['DTSTART:20261209T080000Z', 'DTEND:20261209T170000Z'])), window).size).toBe(0);
  });

  it('expands recurring events within the window and skips cancelled and free ones', () => {
    const nights = importedNights(
      calendar(
        event(['DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261206', 'RRULE:FREQ=WEEKLY;COUNT=3']),
        event(['DTSTART;VALUE=DATE:20270101', 'DTEND;VALUE=DATE:20270103', 'STATUS:CANCELLED']),
        event(['DTSTART;VALUE=DATE:20270201', 'DTEND;VALUE=DATE:20270203', 'TRANSP:TRANSPARENT']),
      ),
      window,
    );
    expect([...nights.keys()].sort()).toEqual(['2026-12-05', '2026-12-12', '2026-12-19']);
  });

  it('keeps only nights from today up to the horizon', () => {
    const nights = importedNights(calendar(event(['DTSTART;VALUE=DATE:20261120', 'DTEND;VALUE=DATE:20261127'])), window);
    expect([...nights.keys()]).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('reads a TZID by the VTIMEZONE the file defines', () => {
    // "Eastern" is no IANA zone: only the file's VTIMEZONE (UTC−5 in December) gives it a meaning.
    // 20:00 there on 9 December is 02:00 on 10 December in Berlin; 10:00 on 11 December is 16:00.
    const nights = importedNights(calendar(EASTERN, event(['DTSTART;TZID=Eastern:20261209T200000', 'DTEND;TZID=Eastern:20261211T100000', 'SUMMARY:New York'])), window);
    expect([...nights.keys()]).toEqual(['2026-12-10']);
  });

  it('reads a TZID naming an IANA zone the file has no VTIMEZONE for in that zone (Intl), summer time included', () => {
    // 20:00 in New York on 9 December is 02:00 on 10 December in Berlin.
    expect([...importedNights(calendar(event(['DTSTART;TZID=America/New_York:20261209T200000', 'DTEND;TZID=America/New_York:20261211T100000'])), window).keys()]).toEqual(['2026-12-10']);
    // Quoted, as some generators write it, and on summer time (from 14 March 2027 in Los Angeles, still
    // winter time in Berlin): 15:30 PDT on 20 March is 23:30 in Berlin, still the 20th.
    const spring = importedNights(calendar(event(['DTSTART;TZID="America/Los_Angeles":20270320T153000', 'DTEND;TZID="America/Los_Angeles":20270322T090000'])), window);
    expect([...spring.keys()]).toEqual(['2027-03-20', '2027-03-21']);
  });

  it('reads UTC times as instants, whatever the listing’s zone', () => {
    // 03:30 UTC on 10 December is 22:30 on 9 December in New York.
    const nights = importedNights(calendar(event(['DTSTART:20261210T033000Z', 'DTEND:20261211T150000Z'])), { ...window, timeZone: 'America/New_York' });
    expect([...nights.keys()]).toEqual(['2026-12-09', '2026-12-10']);
  });

  it('reads floating times (no Z, no TZID) in the listing’s time zone', () => {
    // 23:30 on 9 December in Berlin, not 23:30 UTC (already the 10th there).
    expect([...importedNights(calendar(event(['DTSTART:20261209T233000', 'DTEND:20261211T090000'])), window).keys()]).toEqual(['2026-12-09', '2026-12-10']);
  });

  it('reads DURATION in place of DTEND, timed and all-day', () => {
    expect([...importedNights(calendar(event(['DTSTART:20261209T150000Z', 'DURATION:P2DT1H'])), window).keys()]).toEqual(['2026-12-09', '2026-12-10']);
    expect([...importedNights(calendar(event(['DTSTART;VALUE=DATE:20261209', 'DURATION:P3D'])), window).keys()]).toEqual(['2026-12-09', '2026-12-10', '2026-12-11']);
  });

  it('leaves out occurrences an EXDATE excludes', () => {
    const allDay = event(['DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261206', 'RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE;VALUE=DATE:20261212']);
    expect([...importedNights(calendar(allDay), window).keys()].sort()).toEqual(['2026-12-05', '2026-12-19', '2026-12-26']);
    const timed = event(['DTSTART;TZID=Europe/Berlin:20270105T150000', 'DTEND;TZID=Europe/Berlin:20270106T100000', 'RRULE:FREQ=DAILY', 'EXDATE;TZID=Europe/Berlin:20270106T150000,20270107T150000']);
    expect([...importedNights(calendar(timed), { ...window, until: '2027-01-08' }).keys()].sort()).toEqual(['2027-01-05', '2027-01-08']);
  });

  it('takes a RECURRENCE-ID override for the occurrence it replaces: moved, or cancelled', () => {
    const series = (uid: string, summary: string) => [`UID:${uid}`, 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261206', 'RRULE:FREQ=WEEKLY;COUNT=3', `SUMMARY:${summary}`];
    const nights = importedNights(
      calendar(
        event(series('moved@test', 'Weekly')),
        event(['UID:moved@test', 'RECURRENCE-ID;VALUE=DATE:20261212', 'DTSTART;VALUE=DATE:20261214', 'DTEND;VALUE=DATE:20261216', 'SUMMARY:Moved']),
        event(series('cancelled@test', 'Other')),
        event(['UID:cancelled@test', 'RECURRENCE-ID;VALUE=DATE:20261219', 'DTSTART;VALUE=DATE:20261219', 'DTEND;VALUE=DATE:20261220', 'STATUS:CANCELLED']),
      ),
      window,
    );
    // Moved: 12 December is free (unless the other series blocks it), 14 and 15 are blocked as "Moved".
    // Cancelled: the other series' 19 December is free, but the first series still blocks it.
    expect(Object.fromEntries([...nights].sort())).toEqual({
      '2026-12-05': 'Weekly',
      '2026-12-12': 'Other',
      '2026-12-14': 'Moved',
      '2026-12-15': 'Moved',
      '2026-12-19': 'Weekly',
    });
    const timed = importedNights(
      calendar(
        event(['UID:t@test', 'DTSTART:20261205T150000Z', 'DTEND:20261206T100000Z', 'RRULE:FREQ=WEEKLY;COUNT=3']),
        event(['UID:t@test', 'RECURRENCE-ID;TZID=Europe/Berlin:20261212T160000', 'DTSTART:20261212T150000Z', 'DTEND:20261213T100000Z', 'STATUS:CANCELLED']),
      ),
      window,
    );
    expect([...timed.keys()].sort()).toEqual(['2026-12-05', '2026-12-19']);
    // A cancelled series takes its moved occurrences with it.
    const cancelled = importedNights(
      calendar(
        event(['UID:gone@test', 'DTSTART;VALUE=DATE:20261205', 'RRULE:FREQ=WEEKLY;COUNT=3', 'STATUS:CANCELLED']),
        event(['UID:gone@test', 'RECURRENCE-ID;VALUE=DATE:20261212', 'DTSTART;VALUE=DATE:20261213']),
      ),
      window,
    );
    expect(cancelled.size).toBe(0);
  });

  it('unfolds long lines and unescapes text in SUMMARY, and cuts it to 200 characters', () => {
    const folded = importedNights(calendar(event(['DTSTART;VALUE=DATE:20261201', 'SUMMARY:Booked\\, via the\\nagency\\; see', '  the booking'])), window);
    expect(folded.get('2026-12-01')).toBe('Booked, via the\nagency; see the booking');
    const long = importedNights(calendar(event(['DTSTART;VALUE=DATE:20261201', `SUMMARY:${'x'.repeat(150)}`, ` ${'y'.repeat(150)}`])), window);
    expect(long.get('2026-12-01')).toBe('x'.repeat(150) + 'y'.repeat(50));
  });

  it('reads a file that starts with a byte order mark', () => {
    expect([...importedNights(`\uFEFF${calendar(event(['DTSTART;VALUE=DATE:20261201']))}`, window).keys()]).toEqual(['2026-12-01']);
  });

  it('stops a rule without COUNT or UNTIL at the window’s end, and starts one running for years near its start', () => {
    const daily = importedNights(calendar(event(['DTSTART;VALUE=DATE:19900101', 'DTEND;VALUE=DATE:19900102', 'RRULE:FREQ=DAILY'])), window);
    expect(daily.size).toBe(189);
    expect([...daily.keys()].at(-1)).toBe('2027-06-01');
    // ~100,000 hourly occurrences since 2016: more than a calendar may step through, unless the
    // expansion starts near the window. One of them crosses midnight every night.
    const hourlyAll = importedNights(calendar(event(['DTSTART:20160101T000000Z', 'DTEND:20160101T010000Z', 'RRULE:FREQ=HOURLY'])), window);
    expect(hourlyAll.size).toBe(189);
  });

  // It steps through the whole cap of occurrences first: about a second alone, over vitest's 5 s
  // default on a machine busy with browser tests, so its own limit (not a timing assertion).
  it('refuses, rather than expands for ever, rules with more occurrences than a calendar may step through', () => {
    expect(() => importedNights(calendar(event(['DTSTART:20261125T000000Z', 'DURATION:PT1S', 'RRULE:FREQ=SECONDLY'])), window)).toThrow(MalformedCalendarError);
  }, 30_000);

  it('blocks at most 1000 nights per calendar', () => {
    const nights = importedNights(calendar(event(['DTSTART;VALUE=DATE:20261125', 'RRULE:FREQ=DAILY'])), { ...window, until: '2030-01-01' });
    expect(nights.size).toBe(1000);
  });

  it.each([
    ['plain text', 'hello, this is not a calendar'],
    ['an HTML page', '<!doctype html><html><body>Sign in</body></html>'],
    ['an event with a broken date', calendar(event(['DTSTART:garbage']))],
    ['an event without a start', calendar(event(['DTEND;VALUE=DATE:20261204']))],
    ['an event that never ends', calendar('BEGIN:VEVENT', 'DTSTART;VALUE=DATE:20261201')],
    ['a rule of no known frequency', calendar(event(['DTSTART;VALUE=DATE:20261201', 'RRULE:FREQ=SOMETIMES']))],
    ['a line that is no property', calendar(event(['DTSTART;VALUE=DATE:20261201', 'this is not a property']))],
  ])('refuses %s as malformed', (_name, text) => {
    expect(() => importedNights(text, window)).toThrow(MalformedCalendarError);
  });
});

describe('which addresses may be fetched (SSRF)', () => {
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34'])('allows public %s', (address) => {
    expect(isFetchableAddress(address, false)).toBe(true);
  });

  it.each([
    '127.0.0.1', '10.0.0.5', '172.16.3.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255',
    '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:169.254.169.254', 'not-an-ip',
  ])('refuses %s in production', (address) => {
    expect(isFetchableAddress(address, false)).toBe(false);
  });

  // Issue 33, finding 5: IPv4-compatible (::/96), NAT64, 6to4, Teredo and the other IPv6 ranges
  // outside global unicast passed as "unicast"; for IPv6 only 2000::/3 (less its special blocks) is allowed.
  it.each([
    '::127.0.0.1', '::7f00:1', '::169.254.169.254', '::a9fe:a9fe', '::10.0.0.1', '::8.8.8.8', '::2',
    '64:ff9b::7f00:1', '64:ff9b::808:808', '2002:7f00:1::1', '2001::1', '2001:db8::1', '100::1', '4000::1', 'e000::1', 'fec0::1',
  ])('refuses IPv6 %s outside global unicast', (address) => {
    expect(isFetchableAddress(address, false)).toBe(false);
    expect(isFetchableAddress(address, true)).toBe(false);
  });

  it('refuses [::127.0.0.1] in a URL before any connection', async () => {
    await expect(resolveFetchableAddress(new URL('http://[::127.0.0.1]/cal.ics').hostname, false)).rejects.toMatchObject({ code: 'refused_address' });
    await expect(resolveFetchableAddress('[::169.254.169.254]', true)).rejects.toMatchObject({ code: 'refused_address' });
  });

  it('allows loopback, and only loopback, where the stage allows it (the local cloud)', () => {
    expect(isFetchableAddress('127.0.0.1', true)).toBe(true);
    expect(isFetchableAddress('::1', true)).toBe(true);
    expect(isFetchableAddress('10.0.0.5', true)).toBe(false);
    expect(isFetchableAddress('169.254.169.254', true)).toBe(false);
  });
});
