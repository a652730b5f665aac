import type { ReviewType, StayReviewState } from '@worknest/shared/review';
import type { Session } from '../auth/session';
import { getBookingReview } from '../../store/reviews';
import { refusal, reviewableBooking } from './find-reviewable-booking';
import { toOwnReview, toReceivedReview } from './review-views';

/**
 * The caller's side of a stay's reviews: their review if written, else whether they may write one
 * now and why not; and the other side's review of them once an admin approved it. Only the stay's
 * guest and host may ask (others get the same 403 as writing).
 */
export async function stayReviewState(session: Pick<Session, 'userId'>, bookingId: string): Promise<StayReviewState> {
  const { booking, decision } = await reviewableBooking(bookingId, session.userId);
  if (!decision.allowed && decision.code === 'not_participant') throw refusal(decision);
  const reviewType: ReviewType = session.userId === booking.guestId ? 'guest_to_host' : 'host_to_guest';
  const otherType: ReviewType = reviewType === 'guest_to_host' ? 'host_to_guest' : 'guest_to_host';
  const [review, other] = await Promise.all([getBookingReview(booking.id, reviewType), getBookingReview(booking.id, otherType)]);
  return {
    bookingId: booking.id,
    reviewType,
    opensOn: booking.checkOut,
    canReview: decision.allowed && review === null,
    reason: review || decision.allowed ? null : decision.message,
    review: review ? toOwnReview(review) : null,
    // Pending or rejected reviews of the caller stay with the admins.
    received: other?.isApproved ? toReceivedReview(other) : null,
  };
}
