import { utcDate } from '@worknest/shared/booking';
import { isReviewRevealed, reviewDecision, reviewRevealAt, reviewRevealDate, type ReviewDecision, type ReviewType, type StayReviewState } from '@worknest/shared/review';
import type { Session } from '../auth/session';
import type { BookingRecord } from '../../store/bookings';
import { nowMs } from '../../clock';
import { getBookingReview, getBookingsReviews, stayReviewKey, type ReviewRecord } from '../../store/reviews';
import { getUser, getUsers, type UserRecord } from '../../store/users';
import { hostName } from '../listings/host-name';
import { refusal, reviewableBooking } from './find-reviewable-booking';
import { toOwnReview, toReceivedReview } from './review-views';

/**
 * The caller's side of a stay's reviews: their review if written, else whether they may write one
 * now and why not; and the other side's review of them once an admin approved it and it is no
 * longer blind (issue 20: both written, or 14 days after check-out). Only the stay's guest and
 * host may ask (others get the same 403 as writing).
 */
export async function stayReviewState(session: Pick<Session, 'userId'>, bookingId: string): Promise<StayReviewState> {
  const { booking, decision } = await reviewableBooking(bookingId, session.userId);
  if (!decision.allowed && decision.code === 'not_participant') throw refusal(decision);
  const reviewType: ReviewType = session.userId === booking.guestId ? 'guest_to_host' : 'host_to_guest';
  const otherType: ReviewType = reviewType === 'guest_to_host' ? 'host_to_guest' : 'guest_to_host';
  const otherId = reviewType === 'guest_to_host' ? booking.hostId : booking.guestId;
  const [review, other, otherUser] = await Promise.all([getBookingReview(booking.id, reviewType), getBookingReview(booking.id, otherType), getUser(otherId)]);
  return toStayReviewState(booking, session.userId, decision, review, other, otherUser, nowMs());
}

/**
 * The same answer for each confirmed stay of a booking list (issue 31: `GET /api/bookings` and
 * `GET /api/bookings/host` carry it, so the pages ask nothing per stay): the stays' reviews in
 * two batch reads, the other sides from `people` (the list's hosts or guests) or one batch read
 * for those missing. `userId` is the guest or the host of every stay given.
 */
export async function stayReviewStates(userId: string, bookings: readonly BookingRecord[], people: ReadonlyMap<string, UserRecord>): Promise<Map<string, StayReviewState>> {
  const stays = bookings.filter((booking) => booking.status === 'confirmed' && (booking.guestId === userId || booking.hostId === userId));
  const states = new Map<string, StayReviewState>();
  if (stays.length === 0) return states;
  const otherOf = (booking: BookingRecord) => (booking.guestId === userId ? booking.hostId : booking.guestId);
  const missing = [...new Set(stays.map(otherOf).filter((id) => !people.has(id)))];
  const [reviews, more] = await Promise.all([getBookingsReviews(stays.map((booking) => booking.id)), getUsers(missing)]);
  const now = nowMs();
  const today = utcDate(now);
  for (const booking of stays) {
    const reviewType: ReviewType = booking.guestId === userId ? 'guest_to_host' : 'host_to_guest';
    const otherType: ReviewType = reviewType === 'guest_to_host' ? 'host_to_guest' : 'guest_to_host';
    const otherId = otherOf(booking);
    const state = toStayReviewState(
      booking,
      userId,
      reviewDecision(booking, userId, today),
      reviews.get(stayReviewKey(booking.id, reviewType)) ?? null,
      reviews.get(stayReviewKey(booking.id, otherType)) ?? null,
      people.get(otherId) ?? more.get(otherId) ?? null,
      now,
    );
    states.set(booking.id, state);
  }
  return states;
}

function toStayReviewState(
  booking: BookingRecord,
  userId: string,
  decision: ReviewDecision,
  review: ReviewRecord | null,
  other: ReviewRecord | null,
  otherUser: UserRecord | null,
  now: number,
): StayReviewState {
  const reviewType: ReviewType = userId === booking.guestId ? 'guest_to_host' : 'host_to_guest';
  const revealed = (review !== null && other !== null) || isReviewRevealed({ revealAt: reviewRevealAt(booking.checkOut), revealedAt: null }, now);
  return {
    bookingId: booking.id,
    reviewType,
    opensOn: booking.checkOut,
    canReview: decision.allowed && review === null,
    reason: review || decision.allowed ? null : decision.message,
    review: review ? toOwnReview(review, now) : null,
    // Pending, rejected or still blind reviews of the caller stay with the admins.
    received: other?.isApproved && isReviewRevealed(other, now) ? toReceivedReview(other) : null,
    otherName: otherUser?.firstName?.trim() || hostName(otherUser),
    revealsOn: reviewRevealDate(booking.checkOut),
    revealed,
  };
}
