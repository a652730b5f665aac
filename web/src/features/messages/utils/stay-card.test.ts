import { describe, expect, it } from 'vitest';
import { stayDatesLabel, stayStatusOf } from './stay-card';

describe('the stay card of a conversation (issue 29)', () => {
  it('names the dates, nights and guests, the year once when both days share it', () => {
    expect(stayDatesLabel({ checkIn: '2026-12-03', checkOut: '2026-12-06', nights: 3, numberOfGuests: 1 })).toBe('Dec 3 – Dec 6, 2026 · 3 nights · 1 guest');
    expect(stayDatesLabel({ checkIn: '2026-12-30', checkOut: '2027-01-02', nights: 3, numberOfGuests: 2 })).toBe('Dec 30, 2026 – Jan 2, 2027 · 3 nights · 2 guests');
    expect(stayDatesLabel({ checkIn: '2026-05-01', checkOut: '2026-05-02', nights: 1, numberOfGuests: 1 })).toBe('May 1 – May 2, 2026 · 1 night · 1 guest');
  });

  it('says Completed once a confirmed stay reached its check-out day', () => {
    const stay = { status: 'confirmed', checkOut: '2026-12-06', side: 'guest' as const };
    expect(stayStatusOf(stay, '2026-12-05')).toEqual({ label: 'Confirmed', variant: 'success' });
    expect(stayStatusOf(stay, '2026-12-06')).toEqual({ label: 'Completed', variant: 'secondary' });
    expect(stayStatusOf({ ...stay, status: 'cancelled' }, '2026-12-01').label).toBe('Cancelled');
    expect(stayStatusOf({ ...stay, status: 'requested', side: 'host' }, '2026-12-01').label).toBe('Request: your answer');
    expect(stayStatusOf({ ...stay, status: 'requested' }, '2026-12-01').label).toBe('Requested');
  });
});
