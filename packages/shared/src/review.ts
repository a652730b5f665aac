import * as z from 'zod';
import { multilineText } from './free-text';
import { lastReviewDay, REVIEW_COMMENT_MAX, REVIEW_MESSAGES, REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_REPLY_MAX, reviewRevealDate, reviewTypes, type ReviewType } from './review-rules';

/**
 * Reviews (SPEC.md §3 "review", §5 "Review", issue 8). After a confirmed stay's check-out date its
 * guest may review the stay and its host may review the guest, once each. A review shows only
 * after an admin approves it. The rules here are the server's (and the form's, for speed).
 */

export * from './review-rules';

const ratingField = z
  .number({ error: REVIEW_MESSAGES.rating })
  .int(REVIEW_MESSAGES.rating)
  .min(REVIEW_RATING_MIN, REVIEW_MESSAGES.rating)
  .max(REVIEW_RATING_MAX, REVIEW_MESSAGES.rating);

/**
 * `POST /api/reviews`. Approval and moderation fields are not the client's (SPEC §5): unknown keys
 * such as `isApproved` are dropped. An empty comment is no comment.
 */
export const newReviewSchema = z.object({
  bookingId: z.string({ error: REVIEW_MESSAGES.bookingNotFound }).uuid(REVIEW_MESSAGES.bookingNotFound),
  rating: ratingField,
  comment: multilineText()
    .max(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentTooLong)
    .nullish()
    .transform((comment) => comment || null),
});
export type NewReviewInput = z.input<typeof newReviewSchema>;
export type NewReview = z.output<typeof newReviewSchema>;

/** `POST /api/reviews/{id}/reply {text}`: the host's one reply to a published review of their home. */
export const reviewReplySchema = z.object({
  text: multilineText().min(1, REVIEW_MESSAGES.replyEmpty).max(REVIEW_REPLY_MAX, REVIEW_MESSAGES.replyTooLong),
});
export type ReviewReplyInput = z.input<typeof reviewReplySchema>;

/** What the rules read of a booking. */
export interface ReviewableStay {
  guestId: string;
  hostId: string;
  status: string;
  checkOut: string;
}

export type ReviewDecision =
  | { allowed: true; reviewType: ReviewType; revieweeId: string }
  | { allowed: false; status: 403 | 409; code: string; message: string };

/**
 * May `userId` review this stay on `today` (yyyy-MM-dd, UTC)? The guest reviews the stay (and so
 * its host), the host reviews the guest; from the check-out day on, of a confirmed stay. Whether
 * they already did is the store's check (a conditional write).
 */
export function reviewDecision(stay: ReviewableStay, userId: string, today: string): ReviewDecision {
  const reviewType: ReviewType | null = userId === stay.guestId ? 'guest_to_host' : userId === stay.hostId ? 'host_to_guest' : null;
  if (!reviewType) return { allowed: false, status: 403, code: 'not_participant', message: REVIEW_MESSAGES.notParticipant };
  if (stay.status !== 'confirmed') return { allowed: false, status: 409, code: 'stay_not_confirmed', message: REVIEW_MESSAGES.notConfirmed };
  if (today < stay.checkOut) return { allowed: false, status: 409, code: 'stay_not_over', message: REVIEW_MESSAGES.beforeCheckOut(stay.checkOut) };
  // Issue 20: on the reveal day both reviews are shown, so no review can be written from then on.
  if (today >= reviewRevealDate(stay.checkOut)) {
    return { allowed: false, status: 409, code: 'review_window_closed', message: REVIEW_MESSAGES.windowClosed(lastReviewDay(stay.checkOut)) };
  }
  return { allowed: true, reviewType, revieweeId: reviewType === 'guest_to_host' ? stay.hostId : stay.guestId };
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export function reviewStatus(review: { isApproved: boolean; moderatedAt: string | null }): ReviewStatus {
  if (review.isApproved) return 'approved';
  return review.moderatedAt ? 'rejected' : 'pending';
}

/** A review as its author sees it. */
export interface OwnReview {
  id: string;
  bookingId: string;
  reviewType: ReviewType;
  rating: number;
  comment: string | null;
  isApproved: boolean;
  status: ReviewStatus;
  moderatedAt: string | null;
  createdAt: string;
  /** Still hidden from the other side (issue 20): until they write theirs or `revealsOn`. */
  blind: boolean;
}

/**
 * The other side's review of the caller, once an admin approved it: the guest sees what their host
 * wrote about them (shown nowhere else but to admins), the host what the guest wrote about the stay
 * (also public on the listing).
 */
export interface ReceivedReview {
  id: string;
  reviewType: ReviewType;
  rating: number;
  comment: string | null;
  reviewerName: string;
  createdAt: string;
}

/** `GET /api/reviews/booking/{bookingId}`: the caller's review of a stay, or whether they may write one. */
export interface StayReviewState {
  bookingId: string;
  reviewType: ReviewType;
  /** The first day a review is accepted (the check-out date). */
  opensOn: string;
  canReview: boolean;
  /** Why not, when `canReview` is false and there is no review yet. */
  reason: string | null;
  review: OwnReview | null;
  /** The other side's approved review of the caller for this stay; null until approved and revealed (or never written). */
  received: ReceivedReview | null;
  /** The other side's first name ("Alex"), for the blind-review notice. */
  otherName: string;
  /** The reveal day (check-out + 14 days): blind reviews are shown then, and reviewing has closed. */
  revealsOn: string;
  /** Whether both reviews are visible to both sides now (both written, or the reveal day came). */
  revealed: boolean;
}

/** An approved review on the listing detail: the reviewer's public name, never their e-mail. */
export interface PublicReview {
  id: string;
  rating: number;
  comment: string | null;
  reviewerName: string;
  /** yyyy-MM of the stay's check-out, shown as "Stayed in March 2026". */
  stayedIn: string;
  createdAt: string;
  /** The host's one reply, shown under the review. */
  reply: { text: string; createdAt: string } | null;
}

/** `GET /api/listings/{id}/reviews`: approved reviews of the stays, newest first, with the average over all of them. */
export interface ListingReviews {
  listingId: string;
  /** Mean rating of every approved review, two decimals; null without reviews. */
  averageRating: number | null;
  count: number;
  /** How many published reviews gave each number of stars: `distribution[4]` counts 5-star reviews. */
  distribution: [number, number, number, number, number];
  /** The viewer hosts this listing: they may reply to each review once. */
  viewerIsHost: boolean;
  items: PublicReview[];
  nextCursor: string | null;
}

/** A review in the admin's moderation queue. */
export interface AdminReview {
  id: string;
  bookingId: string;
  reviewType: ReviewType;
  rating: number;
  comment: string | null;
  reviewer: { id: string; name: string };
  reviewee: { id: string; name: string };
  listingId: string;
  listingTitle: string;
  companyDomain: string;
  checkIn: string;
  checkOut: string;
  isApproved: boolean;
  status: ReviewStatus;
  moderatedBy: string | null;
  moderatedAt: string | null;
  createdAt: string;
  /** Still in its blind period (issue 20): hidden from the other side until `revealsOn` or their review. */
  blind: boolean;
  revealsOn: string | null;
}

/** `GET /api/admin/reviews`: pending reviews, oldest first. */
export interface AdminReviewPage {
  items: AdminReview[];
  nextCursor: string | null;
}
