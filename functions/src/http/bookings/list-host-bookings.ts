import type { HostBookingList } from '@worknest/shared/booking';
import { utcDate } from '@worknest/shared/booking-rules';
import { toBookingView } from '../../domain/bookings/booking-view';
import { stayReviewStates } from '../../domain/reviews/stay-review-state';
import { defineHandler } from '../../middleware/define-handler';
import { nowMs } from '../../clock';
import { encodeCursor } from '../../store/conditional';
import { cursorFor } from '../../store/cursor-for';
import { countHostStays, listHostStays } from '../../store/host-stays';
import { keys } from '../../store/keys';
import { getUsers } from '../../store/users';
import { hostBookingsQuery } from './booking-page-inputs';

/**
 * `GET /api/bookings/host?when=upcoming|past|cancelled&limit=&cursor=`: stays on the caller's
 * listings, with their guests (My Hostings): upcoming stays and requests soonest first, past ones
 * (the host may review the guest from the check-out day) latest first, cancelled stays and closed
 * requests latest first (issue 29), or all of them latest first. The counts are confirmed stays and
 * requests waiting for an answer. Each confirmed stay carries the host's review state (issue 31).
 */
export const handler = defineHandler({ query: hostBookingsQuery }, async ({ query, session }): Promise<HostBookingList> => {
  const now = nowMs();
  const today = utcDate(now);
  const startKey = cursorFor(query.cursor, 'gsi2pk', keys.hostBookingsPartition(session.userId));
  const [page, counts] = await Promise.all([
    listHostStays(session.userId, query.limit, startKey, query.when ? { when: query.when, today } : undefined),
    countHostStays(session.userId, today, now),
  ]);
  const guestIds = [...new Set(page.bookings.map((b) => b.guestId))];
  const guests = await getUsers(guestIds);
  const reviews = await stayReviewStates(session.userId, page.bookings, guests);
  return {
    bookings: page.bookings.map((booking) => ({
      ...toBookingView(booking, now, { guestForHost: guests.get(booking.guestId) ?? null }),
      stayReview: reviews.get(booking.id) ?? null,
    })),
    nextCursor: encodeCursor(page.lastKey),
    ...counts,
  };
});
