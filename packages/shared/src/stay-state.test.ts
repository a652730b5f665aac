import { describe, expect, it } from 'vitest';
import { checkOutInstant, isStayCompleted, stayDisplayState } from './stay-state';

describe('a stay’s display state (issue 29)', () => {
  // Copenhagen in winter is UTC+1: check-out 11:00 there is 10:00Z.
  const copenhagen = { status: 'confirmed' as const, checkOut: '2026-11-27', timeZone: 'Europe/Copenhagen' };

  it('a confirmed stay is completed from check-out 11:00 in the listing’s zone on', () => {
    expect(checkOutInstant(copenhagen)).toBe(Date.parse('2026-11-27T10:00:00Z'));
    expect(stayDisplayState(copenhagen, Date.parse('2026-11-27T09:59:59Z'))).toBe('confirmed');
    expect(stayDisplayState(copenhagen, Date.parse('2026-11-27T10:00:00Z'))).toBe('completed');
    expect(stayDisplayState(copenhagen, Date.parse('2026-12-30T00:00:00Z'))).toBe('completed');
  });

  it('follows the zone, not the viewer’s clock or UTC: Lisbon in summer (UTC+1), New York (UTC-4)', () => {
    const lisbon = { status: 'confirmed', checkOut: '2026-07-10', timeZone: 'Europe/Lisbon' };
    expect(isStayCompleted(lisbon, Date.parse('2026-07-10T09:59:00Z'))).toBe(false);
    expect(isStayCompleted(lisbon, Date.parse('2026-07-10T10:00:00Z'))).toBe(true);
    const newYork = { status: 'confirmed', checkOut: '2026-07-10', timeZone: 'America/New_York' };
    expect(isStayCompleted(newYork, Date.parse('2026-07-10T14:59:00Z'))).toBe(false);
    expect(isStayCompleted(newYork, Date.parse('2026-07-10T15:00:00Z'))).toBe(true);
  });

  it('a booking stored without a zone ends at 11:00 UTC', () => {
    expect(isStayCompleted({ status: 'confirmed', checkOut: '2026-03-02', timeZone: null }, Date.parse('2026-03-02T11:00:00Z'))).toBe(true);
    expect(isStayCompleted({ status: 'confirmed', checkOut: '2026-03-02' }, Date.parse('2026-03-02T10:59:59Z'))).toBe(false);
  });

  it('only confirmed stays complete: cancelled, requested, refunded and pending ones read as stored', () => {
    const later = Date.parse('2027-01-01T00:00:00Z');
    for (const status of ['cancelled', 'requested', 'refunded', 'pending', 'declined', 'expired']) {
      expect(stayDisplayState({ ...copenhagen, status }, later)).toBe(status);
    }
  });
});
