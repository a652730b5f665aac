import { isReviewRevealed, reviewStatus, type AdminReview, type OwnReview, type PublicReview, type ReceivedReview } from '@worknest/shared/review';
import { nowMs } from '../../clock';
import type { ReviewRecord } from '../../store/reviews';

/** The review as its author sees it. */
export function toOwnReview(review: ReviewRecord, now: number = nowMs()): OwnReview {
  return {
    id: review.id,
    bookingId: review.bookingId,
    reviewType: review.reviewType,
    rating: review.rating,
    comment: review.comment,
    isApproved: review.isApproved,
    status: reviewStatus(review),
    moderatedAt: review.moderatedAt,
    createdAt: review.createdAt,
    blind: !isReviewRevealed(review, now),
  };
}

/** The other side's approved review, as the person it is about sees it. */
export function toReceivedReview(review: ReviewRecord): ReceivedReview {
  return {
    id: review.id,
    reviewType: review.reviewType,
    rating: review.rating,
    comment: review.comment,
    reviewerName: review.reviewerName,
    createdAt: review.createdAt,
  };
}

/** The review on a listing: public name and the month of the stay, nothing else about the reviewer. */
export function toPublicReview(review: ReviewRecord): PublicReview {
  return {
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    reviewerName: review.reviewerName,
    stayedIn: review.checkOut.slice(0, 7),
    createdAt: review.createdAt,
    reply: review.replyText && review.repliedAt ? { text: review.replyText, createdAt: review.repliedAt } : null,
  };
}

export function toAdminReview(review: ReviewRecord, now: number = nowMs()): AdminReview {
  return {
    id: review.id,
    bookingId: review.bookingId,
    reviewType: review.reviewType,
    rating: review.rating,
    comment: review.comment,
    reviewer: { id: review.reviewerId, name: review.reviewerName },
    reviewee: { id: review.revieweeId, name: review.revieweeName },
    listingId: review.listingId,
    listingTitle: review.listingTitle,
    companyDomain: review.companyDomain,
    checkIn: review.checkIn,
    checkOut: review.checkOut,
    isApproved: review.isApproved,
    status: reviewStatus(review),
    moderatedBy: review.moderatedBy,
    moderatedAt: review.moderatedAt,
    createdAt: review.createdAt,
    blind: !isReviewRevealed(review, now),
    revealsOn: review.revealAt ? review.revealAt.slice(0, 10) : null,
  };
}
