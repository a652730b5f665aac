import type { BookingList } from '@worknest/shared/booking';
import { toBookingView } from '../../domain/bookings/booking-view';
import { stayReviewStates } from '../../domain/reviews/stay-review-state';
import { defineHandler } from '../../middleware/define-handler';
import { listGuestBookings } from '../../store/bookings';
import { nowMs } from '../../clock';
import { encodeCursor } from '../../store/conditional';
import { cursorFor } from '../../store/cursor-for';
import { keys } from '../../store/keys';
import { getUsers } from '../../store/users';
import { bookingPageQuery } from './booking-page-inputs';

/**
 * `GET /api/bookings?limit=&cursor=`: the caller's trips as a guest, latest check-out first, with
 * the host's contact on confirmed ones (My Bookings), and each confirmed stay's review state
 * (issue 31: the page asks nothing per stay).
 */
export const handler = defineHandler({ query: bookingPageQuery }, async ({ query, session }): Promise<BookingList> => {
  const now = nowMs();
  const startKey = cursorFor(query.cursor, 'gsi1pk', keys.guestBookingsPartition(session.userId));
  const page = await listGuestBookings(session.userId, now, query.limit, startKey);
  const hostIds = [...new Set(page.bookings.filter((b) => b.status === 'confirmed').map((b) => b.hostId))];
  const hosts = await getUsers(hostIds);
  const reviews = await stayReviewStates(session.userId, page.bookings, hosts);
  return {
    bookings: page.bookings.map((booking) => ({
      ...toBookingView(booking, now, { hostForGuest: hosts.get(booking.hostId) ?? null }),
      stayReview: reviews.get(booking.id) ?? null,
    })),
    nextCursor: encodeCursor(page.lastKey),
  };
});
