import { describe, expect, it } from 'vitest';
import { firstWeekOf, isoWeekStart } from './analytics';

describe('analytics weeks', () => {
  it.each([
    ['2026-03-09T00:00:00.000Z', '2026-03-09'], // a Monday
    ['2026-03-15T23:59:59.000Z', '2026-03-09'], // the Sunday after
    ['2026-03-16', '2026-03-16'],
    ['2026-01-01T12:00:00.000Z', '2025-12-29'], // across the year
  ])('%s is in the week of %s', (instant, monday) => {
    expect(isoWeekStart(instant)).toBe(monday);
  });

  it('starts a 12-week series 11 weeks before the current one', () => {
    expect(firstWeekOf('2026-03-11T08:00:00.000Z', 12)).toBe('2025-12-22');
    expect(firstWeekOf('2026-03-11T08:00:00.000Z', 1)).toBe('2026-03-09');
  });
});
