import { isReviewRevealed, REVIEW_MESSAGES } from '@worknest/shared/review';
import type { Session } from '../auth/session';
import { ConflictError, NotAllowedError, NotFoundError } from '../errors';
import { logger } from '../../logging/logger';
import { nowIso, nowMs } from '../../clock';
import { addReviewReply, getReview, type ReviewRecord } from '../../store/reviews';

/**
 * The host replies once to a published review of their home (issue 20): a guest's review of the
 * stay, approved and no longer blind. The reply shows under it on the listing. Reviews of other
 * people's homes answer 404 to members of other companies and 403 to colleagues; a second reply 409.
 */
export async function replyToReview(session: Pick<Session, 'userId' | 'companyDomain'>, reviewId: string, text: string): Promise<ReviewRecord> {
  const review = await getReview(reviewId);
  if (!review || review.companyDomain !== session.companyDomain) throw new NotFoundError(REVIEW_MESSAGES.reviewNotFound);
  if (review.reviewType !== 'guest_to_host' || review.revieweeId !== session.userId) throw new NotAllowedError(REVIEW_MESSAGES.replyNotAllowed, 'not_host');
  if (!review.isApproved || !isReviewRevealed(review, nowMs())) throw new ConflictError(REVIEW_MESSAGES.replyNotPublished, 'review_not_published');
  if (review.replyText) throw new ConflictError(REVIEW_MESSAGES.alreadyReplied, 'already_replied');
  if (!(await addReviewReply(review.id, text, nowIso()))) throw new ConflictError(REVIEW_MESSAGES.alreadyReplied, 'already_replied');
  logger.info('review replied', { reviewId: review.id, listingId: review.listingId });
  return (await getReview(review.id)) ?? review;
}
