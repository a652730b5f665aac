import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { isFetchableAddress } from './fetch-calendar';
import { stayPagePath } from '@worknest/shared/stay-links';
import { listingCalendar, stayCalendar, stayUid } from './listing-calendar';
import { importedNights, MalformedCalendarError } from './parse-calendar';

const stays = [
  { bookingId: '11111111-1111-4111-8111-111111111111', checkIn: '2026-12-01', checkOut: '2026-12-04', confirmedAt: '2026-11-02T09:00:00.000Z', guestFirstName: 'Alex' },
  { bookingId: '22222222-2222-4222-8222-222222222222', checkIn: '2026-12-10', checkOut: '2026-12-12', confirmedAt: '2026-11-03T09:00:00.000Z', guestFirstName: 'Sam' },
];

const bookingLink = (bookingId: string) => `https://app.example${stayPagePath(bookingId, 'host')}`;

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
    const events = Object.values(ical.sync.parseICS(text)).filter((component) => component?.type === 'VEVENT');
    expect(events.map((event) => (event as unknown as { url: { val: string } }).url.val)).toEqual(
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
    const events = Object.values(ical.sync.parseICS(text)).filter((component) => component?.type === 'VEVENT');
    expect(events.map((event) => [event.uid, event.datetype, (event as { start: Date }).start.toISOString().slice(0, 10)])).toEqual([
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
  return ['BEGIN:VEVENT', `UID:${Math.random().toString(36).slice(2)}@test`, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
}

const window = { from: '2026-11-25', until: '2027-06-01', timeZone: 'Europe/Berlin' };

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

  it.each([
    ['plain text', 'hello, this is not a calendar'],
    ['an HTML page', '<!doctype html><html><body>Sign in</body></html>'],
    ['an event with a broken date', calendar(event(['DTSTART:garbage']))],
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

  it('allows loopback, and only loopback, where the stage allows it (the local cloud)', () => {
    expect(isFetchableAddress('127.0.0.1', true)).toBe(true);
    expect(isFetchableAddress('::1', true)).toBe(true);
    expect(isFetchableAddress('10.0.0.5', true)).toBe(false);
    expect(isFetchableAddress('169.254.169.254', true)).toBe(false);
  });
});
