import { describe, expect, it } from 'vitest';
import { bookingStatuses } from './booking';
import { hostClosedStayStatuses, hostLiveStayStatuses } from './booking-rules';

describe('the host’s stay groups (issue 29)', () => {
  it('a cancelled stay, a declined, expired or refunded booking is in the cancelled group, never upcoming or past', () => {
    expect([...hostClosedStayStatuses].sort()).toEqual(['cancelled', 'declined', 'expired', 'refunded']);
    expect([...hostLiveStayStatuses].sort()).toEqual(['confirmed', 'requested']);
    expect(hostLiveStayStatuses.some((status) => (hostClosedStayStatuses as readonly string[]).includes(status))).toBe(false);
  });

  it('every status the host index can hold is in one group (pending checkouts never reach it)', () => {
    const grouped = new Set<string>([...hostLiveStayStatuses, ...hostClosedStayStatuses]);
    expect(bookingStatuses.filter((status) => !grouped.has(status))).toEqual(['pending']);
  });
});
