import { REVIEW_MESSAGES } from '@worknest/shared/review';
import type { Session } from '../auth/session';
import { ConflictError, NotFoundError } from '../errors';
import { nowIso } from '../../store/clock';
import { getReview, moderateReview, type ReviewRecord } from '../../store/reviews';

/**
 * An admin approves (it shows on the listing) or rejects (it never shows) a pending review, once:
 * sets `isApproved`, `moderatedBy`, `moderatedAt`. A second decision is refused.
 */
export async function decideReview(session: Pick<Session, 'userId'>, reviewId: string, approve: boolean): Promise<ReviewRecord> {
  const review = await getReview(reviewId);
  if (!review) throw new NotFoundError(REVIEW_MESSAGES.reviewNotFound);
  if (review.moderatedAt) throw new ConflictError(REVIEW_MESSAGES.alreadyModerated, 'already_moderated');
  if (!(await moderateReview(review, { approve, moderatorId: session.userId, at: nowIso() }))) {
    throw new ConflictError(REVIEW_MESSAGES.alreadyModerated, 'already_moderated');
  }
  return (await getReview(reviewId)) ?? review;
}
