import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../store/users';
import { toBookingView } from './booking-view';
import { testBooking } from './fixtures/test-booking';

const host = {
  id: 'host-1',
  email: 'sam@acme.test',
  firstName: 'Sam',
  lastName: 'Rivera',
  username: 'sam',
  phoneNumber: null,
} as UserRecord;

const now = Date.parse('2030-03-01T10:10:00.000Z');

describe('toBookingView', () => {
  it("gives the guest of a confirmed booking the host's contact", () => {
    const view = toBookingView(testBooking({ status: 'confirmed', isPaid: true }), now, { hostForGuest: host });
    expect(view.host).toEqual({ name: 'Sam Rivera', username: 'sam', email: 'sam@acme.test', phoneNumber: null });
  });

  it.each(['pending', 'cancelled', 'refunded'] as const)('keeps the host contact from a %s booking', (status) => {
    expect(toBookingView(testBooking({ status }), now, { hostForGuest: host }).host).toBeNull();
  });

  it.each([
    ['a live hold', {}, true],
    ['an expired hold', { holdExpiresAtMs: now - 1 }, false],
    ['released holds', { holdsReleasedAt: '2030-03-01T10:05:00.000Z' }, false],
    ['a confirmed booking', { status: 'confirmed' as const }, false],
  ])('%s → holdActive %s', (_name, overrides, active) => {
    expect(toBookingView(testBooking(overrides), now).holdActive).toBe(active);
  });
});
