import { afterEach, describe, expect, it, vi } from 'vitest';
import { stayInstants } from './cancellation-rules';

afterEach(() => vi.restoreAllMocks());

/**
 * Issue 31: My Bookings computes each stay's instants while it renders; making an Intl.DateTimeFormat
 * costs far more than using one (~90 ms at 4x CPU for one page of cards), so a zone's formatter is made once.
 */
describe('stay instants reuse one formatter per time zone', () => {
  it('ten stays in two zones make two formatters, and the instants are unchanged', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const stays = Array.from({ length: 10 }, (_, i) => ({
      checkIn: `2030-03-${String(10 + i).padStart(2, '0')}`,
      checkOut: `2030-03-${String(12 + i).padStart(2, '0')}`,
      timeZone: i % 2 ? 'Asia/Tokyo' : 'America/New_York',
    }));
    const instants = stays.map(stayInstants);
    expect(made).toHaveBeenCalledTimes(2);
    expect(new Date(instants[0]!.checkInMs).toISOString()).toBe('2030-03-10T19:00:00.000Z');
    expect(new Date(instants[1]!.checkOutMs).toISOString()).toBe('2030-03-13T02:00:00.000Z');
  });
});
