import { describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES, calendarImportsSchema, eventNights } from './calendar';

describe('eventNights', () => {
  it('reads an event like a stay: check-in night to the night before check-out', () => {
    expect(eventNights('2026-03-01', '2026-03-04')).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(eventNights('2026-02-28', '2026-03-02')).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('gives an event within one day no night', () => {
    expect(eventNights('2026-03-01', '2026-03-01')).toEqual([]);
    expect(eventNights('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('calendarImportsSchema', () => {
  it('accepts up to three http(s) addresses, trimmed', () => {
    expect(calendarImportsSchema.parse({ urls: [' https://www.airbnb.com/calendar/ical/1.ics?s=abc ', 'http://example.org/cal.ics'] })).toEqual({
      urls: ['https://www.airbnb.com/calendar/ical/1.ics?s=abc', 'http://example.org/cal.ics'],
    });
    expect(calendarImportsSchema.parse({ urls: [] })).toEqual({ urls: [] });
  });

  it.each([
    [['ftp://example.org/cal.ics'], CALENDAR_MESSAGES.invalidUrl],
    [['file:///etc/passwd'], CALENDAR_MESSAGES.invalidUrl],
    [['not a url'], CALENDAR_MESSAGES.invalidUrl],
    [['https://user:secret@example.org/cal.ics'], CALENDAR_MESSAGES.invalidUrl],
    [['https://a.example/1', 'https://a.example/2', 'https://a.example/3', 'https://a.example/4'], CALENDAR_MESSAGES.tooMany],
    [['https://a.example/1', 'https://a.example/1'], CALENDAR_MESSAGES.duplicate],
  ])('refuses %j', (urls, message) => {
    expect(calendarImportsSchema.safeParse({ urls }).error?.issues[0]?.message).toBe(message);
  });
});
