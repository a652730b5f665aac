import { describe, expect, it } from 'vitest';
import { toDate, toDay } from './calendar-day';

describe('calendar days without a date library (the booking panel at first paint, issue 31)', () => {
  it('reads a day as its local midnight and writes it back', () => {
    const date = toDate('2026-03-29');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 29, 0]);
    expect(toDay(date)).toBe('2026-03-29');
  });

  it('pads months and days, and rolls over month ends like the calendar', () => {
    expect(toDay(new Date(2027, 0, 5))).toBe('2027-01-05');
    expect(toDay(new Date(2026, 1, 29))).toBe('2026-03-01');
    expect(toDay(toDate('2026-12-31'))).toBe('2026-12-31');
  });
});
