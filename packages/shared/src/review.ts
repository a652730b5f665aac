import * as z from 'zod';
import { multilineText } from './free-text';
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES, REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_REPLY_MAX } from './review-rules';

/**
 * Reviews (SPEC.md §3 "review", §5 "Review", issue 8). After a confirmed stay's check-out date its
 * guest may review the stay and its host may review the guest, once each. A review shows only
 * after an admin approves it. The rules (./review-rules, no zod, re-exported here) are the server's
 * (and the form's, for speed); this module adds the request schemas.
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
