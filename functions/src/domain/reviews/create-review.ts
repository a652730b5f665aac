import { randomUUID } from 'node:crypto';
import { REVIEW_MESSAGES, reviewRevealAt, type NewReview } from '@worknest/shared/review';
import type { Session } from '../auth/session';
import { ConflictError } from '../errors';
import { nowIso } from '../../clock';
import { createReview, getReview, type ReviewRecord } from '../../store/reviews';
import { revealStayIfBothWritten } from './reveal-reviews';
import { getUser } from '../../store/users';
import { hostName } from '../listings/host-name';
import { refusal, reviewableBooking } from './find-reviewable-booking';
import { businessMetrics, countEvent } from '../../logging/metrics';

/**
 * The guest reviews a stay, or the host its guest: once each, from the check-out day of a
 * confirmed stay, until 14 days after it. The review waits for an admin before anyone else sees
 * it, and stays hidden from the other side until they have written theirs or those 14 days end.
 */
export async function createStayReview(session: Pick<Session, 'userId'>, input: NewReview): Promise<ReviewRecord> {
  const { booking, decision } = await reviewableBooking(input.bookingId, session.userId);
  if (!decision.allowed) throw refusal(decision);
  const [reviewer, reviewee] = await Promise.all([getUser(session.userId), getUser(decision.revieweeId)]);
  const review: ReviewRecord = {
    id: randomUUID(),
    bookingId: booking.id,
    reviewerId: session.userId,
    revieweeId: decision.revieweeId,
    reviewType: decision.reviewType,
    rating: input.rating,
    comment: input.comment,
    isApproved: false,
    moderatedBy: null,
    moderatedAt: null,
    createdAt: nowIso(),
    listingId: booking.listingId,
    listingTitle: booking.listingTitle,
    companyDomain: booking.companyDomain,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    reviewerName: hostName(reviewer),
    revieweeName: hostName(reviewee),
    revealAt: reviewRevealAt(booking.checkOut),
    revealedAt: null,
    replyText: null,
    repliedAt: null,
  };
  if (!(await createReview(review))) throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed, 'already_reviewed');
  countEvent(businessMetrics.reviewsSubmitted);
  // Double-blind (issue 20): the second review of a stay reveals both.
  if (await revealStayIfBothWritten(booking.id)) return (await getReview(review.id)) ?? review;
  return review;
}
