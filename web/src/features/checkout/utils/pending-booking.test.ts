import { describe, expect, it } from 'vitest';
import { PENDING_BOOKING_STORAGE_KEY } from '@worknest/shared/booking';
import { readPendingBooking } from './pending-booking';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === PENDING_BOOKING_STORAGE_KEY ? value : null) });

describe('readPendingBooking (SPEC §3 pending booking)', () => {
  it('reads what Book Now stored', () => {
    const pending = { listingId: 'l1', checkIn: '2030-03-12', checkOut: '2030-03-14', numberOfGuests: 2, listingTitle: 'Flat' };
    expect(readPendingBooking(storage(JSON.stringify(pending)))).toEqual(pending);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['a stay without dates', JSON.stringify({ listingId: 'l1', numberOfGuests: 1 })],
    ['zero guests', JSON.stringify({ listingId: 'l1', checkIn: '2030-03-12', checkOut: '2030-03-14', numberOfGuests: 0 })],
  ])('answers null for %s', (_name, value) => {
    expect(readPendingBooking(storage(value))).toBeNull();
  });
});
