import type { HostBookingList } from '@worknest/shared/booking';
import { utcDate } from '@worknest/shared/booking-rules';
import { toBookingView } from '../../domain/bookings/booking-view';
import { defineHandler } from '../../middleware/define-handler';
import { countHostBookings, listHostBookings } from '../../store/bookings';
import { nowMs } from '../../store/clock';
import { encodeCursor } from '../../store/conditional';
import { cursorFor } from '../../store/cursor-for';
import { keys } from '../../store/keys';
import { getUsers } from '../../store/users';
import { hostBookingsQuery } from './booking-page-query';

/**
 * `GET /api/bookings/host?when=upcoming|past&limit=&cursor=`: confirmed stays on the caller's
 * listings, with their guests (My Hostings): upcoming ones soonest first, past ones (the host may
 * review the guest from the check-out day) latest first, or all of them latest first.
 */
export const handler = defineHandler({ query: hostBookingsQuery }, async ({ query, session }): Promise<HostBookingList> => {
  const now = nowMs();
  const today = utcDate(now);
  const startKey = cursorFor(query.cursor, 'gsi2pk', keys.hostBookingsPartition(session.userId));
  const [page, counts] = await Promise.all([
    listHostBookings(session.userId, query.limit, startKey, query.when ? { when: query.when, today } : undefined),
    countHostBookings(session.userId, today),
  ]);
  const guestIds = [...new Set(page.bookings.map((b) => b.guestId))];
  const guests = await getUsers(guestIds);
  return {
    bookings: page.bookings.map((booking) => toBookingView(booking, now, { guestForHost: guests.get(booking.guestId) ?? null })),
    nextCursor: encodeCursor(page.lastKey),
    ...counts,
  };
});
