import { describe, expect, it } from 'vitest';
import { cancellationCounterDelta, firstWeekOf, isoWeekStart, stayCounters } from './analytics';

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

describe('what a stay counts for (issue 29)', () => {
  // 3 nights at €74.50, a €20 fee: €243.50 paid.
  const stay = { nights: 3, pricePerNight: 7450, accommodationAmount: 22_350, serviceFee: 2000, totalAmount: 24_350 };

  it('a confirmed stay counts whole', () => {
    expect(stayCounters(stay, null)).toEqual({ bookings: 1, nights: 3, serviceFees: 2000 });
    expect(stayCounters(stay, { amount: 0, cancelledBy: 'guest' })).toEqual({ bookings: 1, nights: 3, serviceFees: 2000 });
  });

  it('everything refunded (guest in time, or the host before check-in): nothing counts', () => {
    expect(stayCounters(stay, { amount: 24_350, cancelledBy: 'guest' })).toEqual({ bookings: 0, nights: 0, serviceFees: 0 });
    expect(cancellationCounterDelta(stay, { amount: 24_350, cancelledBy: 'host' })).toEqual({ bookings: -1, nights: -3, serviceFees: -2000 });
  });

  it('a guest’s partial refund keeps the booking, the fee and the nights not refunded', () => {
    // flexible after the deadline: the two later nights back.
    expect(stayCounters(stay, { amount: 2 * 7450, cancelledBy: 'guest' })).toEqual({ bookings: 1, nights: 1, serviceFees: 2000 });
    // moderate: half of three nights (1.5 nights' price) takes back one whole night.
    expect(cancellationCounterDelta(stay, { amount: 11_175, cancelledBy: 'guest' })).toEqual({ bookings: 0, nights: -1, serviceFees: 0 });
  });

  it('a host cancelling a begun stay: the nights not begun and the fee go back, the nights spent count', () => {
    expect(stayCounters(stay, { amount: 7450 + 2000, cancelledBy: 'host' })).toEqual({ bookings: 1, nights: 2, serviceFees: 0 });
    expect(cancellationCounterDelta(stay, { amount: 2 * 7450 + 2000, cancelledBy: 'admin' })).toEqual({ bookings: 0, nights: -2, serviceFees: -2000 });
  });
});
