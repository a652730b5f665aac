import { isReviewRevealed, reviewRevealAt, reviewRevealDate, type ReviewType, type StayReviewState } from '@worknest/shared/review';
import type { Session } from '../auth/session';
import { nowMs } from '../../store/clock';
import { getBookingReview } from '../../store/reviews';
import { getUser } from '../../store/users';
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
  const now = nowMs();
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
