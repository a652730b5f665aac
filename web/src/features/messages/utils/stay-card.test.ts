import { describe, expect, it } from 'vitest';
import { stayDateRange, stayStatusOf } from './stay-card';

describe('the stay card of a conversation (issue 29)', () => {
  it('names the dates, the year once when both days share it', () => {
    expect(stayDateRange({ checkIn: '2026-12-03', checkOut: '2026-12-06' })).toBe('Dec 3 – Dec 6, 2026');
    expect(stayDateRange({ checkIn: '2026-12-30', checkOut: '2027-01-02' })).toBe('Dec 30, 2026 – Jan 2, 2027');
    expect(stayDateRange({ checkIn: '2026-05-01', checkOut: '2026-05-02' })).toBe('May 1 – May 2, 2026');
  });

  it('says Completed once a confirmed stay reached its check-out day', () => {
    const stay = { status: 'confirmed', checkOut: '2026-12-06', side: 'guest' as const };
    expect(stayStatusOf(stay, '2026-12-05')).toEqual({ key: 'confirmed', variant: 'success' });
    expect(stayStatusOf(stay, '2026-12-06')).toEqual({ key: 'completed', variant: 'secondary' });
    expect(stayStatusOf({ ...stay, status: 'cancelled' }, '2026-12-01').key).toBe('cancelled');
    expect(stayStatusOf({ ...stay, status: 'requested', side: 'host' }, '2026-12-01').key).toBe('requestHost');
    expect(stayStatusOf({ ...stay, status: 'requested' }, '2026-12-01').key).toBe('requested');
  });
});
