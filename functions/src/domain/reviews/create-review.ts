import { randomUUID } from 'node:crypto';
import { REVIEW_MESSAGES, type NewReview } from '@worknest/shared/review';
import type { Session } from '../auth/session';
import { ConflictError } from '../errors';
import { nowIso } from '../../store/clock';
import { createReview, type ReviewRecord } from '../../store/reviews';
import { getUser } from '../../store/users';
import { hostName } from '../listings/host-name';
import { refusal, reviewableBooking } from './find-reviewable-booking';
import { businessMetrics, countEvent } from '../../logging/metrics';

/**
 * The guest reviews a stay, or the host its guest: once each, from the check-out day of a
 * confirmed stay. The review waits for an admin before anyone else sees it.
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
  };
  if (!(await createReview(review))) throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed, 'already_reviewed');
  countEvent(businessMetrics.reviewsSubmitted);
  return review;
}
