import { describe, expect, it } from 'vitest';
import { createDateFormatters, dates, DATE_LOCALE, zonePlaceName } from './format-dates';
import { formatStayDate } from './booking-rules';
import { formatDeadline } from './cancellation-rules';
import { formatRevealDay } from './review-rules';

const utc = createDateFormatters({ locale: DATE_LOCALE, timeZone: 'UTC' });
const copenhagen = createDateFormatters({ locale: DATE_LOCALE, timeZone: 'Europe/Copenhagen' });

describe('format-dates: one house style (issue 29, item 15)', () => {
  it('writes calendar days the same in every zone', () => {
    expect(utc.stayDate('2030-03-12')).toBe('Tue, Mar 12, 2030');
    expect(createDateFormatters({ locale: DATE_LOCALE, timeZone: 'Pacific/Kiritimati' }).stayDate('2030-03-12')).toBe('Tue, Mar 12, 2030');
    expect(utc.day('2030-03-12')).toBe('Mar 12, 2030');
    expect(utc.shortDay('2030-03-12')).toBe('Mar 12');
    expect(utc.dayMonth('2027-01-01')).toBe('January 1');
    expect(utc.monthYear('2026-11')).toBe('November 2026');
    expect(utc.monthYear('2026-11-30')).toBe('November 2026');
    expect(utc.shortMonthYear('2025-12')).toBe('Dec 2025');
    expect(utc.shortMonth('2026-01')).toBe('Jan');
    const german = createDateFormatters({ locale: 'de-DE', timeZone: 'UTC' });
    expect(german.shortMonthYear('2026-03')).toBe('März 2026');
    expect(german.shortMonth('2025-12')).toBe('Dez');
  });

  it('writes instants in the viewer zone, 12-hour with AM/PM (SPEC.md §2)', () => {
    const at = '2026-03-03T16:05:00Z';
    expect(utc.date(at)).toBe('Mar 3, 2026');
    expect(utc.time(at)).toBe('4:05 PM');
    expect(utc.dateTime(at)).toBe('Mar 3, 2026 at 4:05 PM');
    expect(copenhagen.dateTime(at)).toBe('Mar 3, 2026 at 5:05 PM');
    expect(copenhagen.time(Date.parse('2026-11-29T00:52:00Z'))).toBe('1:52 AM');
    expect(copenhagen.date(new Date('2026-03-03T23:30:00Z'))).toBe('Mar 4, 2026');
  });

  it('writes a deadline on the listing clock and names the place, never "GMT+1"', () => {
    const at = Date.parse('2030-03-11T14:00:00Z');
    expect(utc.deadline(at, 'Europe/Copenhagen')).toBe('Mon, Mar 11, 2030 at 3:00 PM (Copenhagen time)');
    expect(copenhagen.deadline(at, 'America/New_York')).toBe('Mon, Mar 11, 2030 at 10:00 AM (New York time)');
    expect(utc.deadline(at, 'UTC')).toBe('Mon, Mar 11, 2030 at 2:00 PM (UTC time)');
    expect(zonePlaceName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });

  it('writes a listing wall-clock time', () => {
    expect(utc.wallTime('15:00')).toBe('3:00 PM');
    expect(copenhagen.wallTime('11:00')).toBe('11:00 AM');
  });

  it('writes relative days and recent stamps', () => {
    const now = '2026-06-10T10:00:00Z';
    expect(utc.relativeDay('2026-06-10T01:00:00Z', now)).toBe('Today');
    expect(utc.relativeDay('2026-06-09T23:00:00Z', now)).toBe('Yesterday');
    expect(utc.relativeDay('2026-06-01T12:00:00Z', now)).toBe('Monday, Jun 1');
    expect(utc.relativeDay('2025-06-02T12:00:00Z', now)).toBe('Monday, Jun 2, 2025');
    expect(utc.recentDate('2026-06-10T08:15:00Z', now)).toBe('8:15 AM');
    expect(utc.recentDate('2026-02-01T08:15:00Z', now)).toBe('Feb 1');
    expect(utc.recentDate('2025-02-01T08:15:00Z', now)).toBe('Feb 1, 2025');
  });

  it('takes the locale as its one parameter', () => {
    const de = createDateFormatters({ locale: 'de-DE', timeZone: 'UTC' });
    expect(de.time('2026-03-03T16:05:00Z')).toBe('16:05');
    expect(de.stayDate('2030-03-12')).toBe('Di., 12. März 2030');
    expect(dates.locale).toBe(DATE_LOCALE);
  });

  it('is what the older shared helpers write (e-mails and screens agree)', () => {
    expect(formatStayDate('2030-03-12')).toBe(dates.stayDate('2030-03-12'));
    expect(formatRevealDay('2027-01-01')).toBe('January 1');
    expect(formatDeadline(Date.parse('2030-03-11T14:00:00Z'), 'Europe/Copenhagen')).toBe('Mon, Mar 11, 2030 at 3:00 PM (Copenhagen time)');
  });
});
