import { describe, expect, it } from 'vitest';
import type { BookingView } from '@worknest/shared/booking';
import { groupTrips } from './my-bookings';

const trip = (id: string, overrides: Partial<BookingView>): BookingView =>
  ({ id, status: 'confirmed', holdActive: false, checkIn: '2030-03-01', checkOut: '2030-03-05', ...overrides }) as BookingView;

describe('groupTrips (My Bookings)', () => {
  it('splits trips into upcoming, past and not completed', () => {
    const groups = groupTrips(
      [
        trip('later', { checkIn: '2030-04-01', checkOut: '2030-04-03' }),
        trip('ongoing', { checkIn: '2030-03-09', checkOut: '2030-03-12' }),
        trip('paying', { status: 'pending', holdActive: true, checkIn: '2030-03-20', checkOut: '2030-03-22' }),
        trip('over', { checkOut: '2030-03-10' }),
        trip('abandoned', { status: 'pending', holdActive: false }),
        trip('refunded', { status: 'refunded' }),
      ],
      '2030-03-10',
    );
    expect(groups.upcoming.map((t) => t.id)).toEqual(['ongoing', 'paying', 'later']);
    expect(groups.past.map((t) => t.id)).toEqual(['over']);
    expect(groups.other.map((t) => t.id)).toEqual(['abandoned', 'refunded']);
  });
});
