import { isReviewRevealed, REVIEW_MESSAGES } from '@worknest/shared/review';
import type { Session } from '../auth/session';
import { ConflictError, NotFoundError } from '../errors';
import { nowIso, nowMs } from '../../clock';
import { getReview, isMarkedRevealed, moderateReview, type ReviewRecord } from '../../store/reviews';
import { revealWithRetry } from './reveal-reviews';

/**
 * An admin approves (it shows on the listing, once revealed: issue 20) or rejects (it never shows) a pending review, once:
 * sets `isApproved`, `moderatedBy`, `moderatedAt`. A second decision is refused.
 */
export async function decideReview(session: Pick<Session, 'userId'>, reviewId: string, approve: boolean): Promise<ReviewRecord> {
  const review = await getReview(reviewId);
  if (!review) throw new NotFoundError(REVIEW_MESSAGES.reviewNotFound);
  if (review.moderatedAt) throw new ConflictError(REVIEW_MESSAGES.alreadyModerated, 'already_moderated');
  let current: ReviewRecord | null = review;
  // A blind review whose reveal time has passed is revealed first, so approving it publishes it.
  if (!isMarkedRevealed(current) && isReviewRevealed(current, nowMs())) {
    await revealWithRetry(current);
    current = await getReview(reviewId);
  }
  for (let attempt = 0; current && attempt < 5; attempt++) {
    const outcome = await moderateReview(current, { approve, moderatorId: session.userId, at: nowIso() });
    if (outcome === true) return (await getReview(reviewId)) ?? current;
    if (outcome === false) break;
    current = await getReview(reviewId); // revealed meanwhile: decide on what it is now
  }
  throw new ConflictError(REVIEW_MESSAGES.alreadyModerated, 'already_moderated');
}
