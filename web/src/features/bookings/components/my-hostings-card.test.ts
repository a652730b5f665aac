import { describe, expect, it } from 'vitest';
import { hostingsNotice } from './my-hostings-card';

describe('hostingsNotice (SPEC §2 My Hostings)', () => {
  it.each([
    [0, 0, 'Create a listing first to see your hosting bookings.'],
    [0, 3, 'Create a listing first to see your hosting bookings.'],
    [2, 0, 'No bookings for your listings yet.'],
    [1, 1, 'You have 1 booking for your listings.'],
    [2, 5, 'You have 5 bookings for your listings.'],
  ])('%d listings, %d bookings → %s', (listings, bookings, notice) => {
    expect(hostingsNotice(listings, bookings)).toBe(notice);
  });
});
