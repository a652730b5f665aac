import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES, REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_REPLY_MAX } from '@worknest/shared/review-rules';
import { cleanMultiline } from '@worknest/shared/text-rules';
import { cursorField, integer, mapped, nullish, pageLimit, plainObject, text, uuid } from '../../validation/plain-schema';

/**
 * The review routes' inputs, checked without zod (issue 15). Each stands for the zod schema named
 * beside it, with the same rules and messages (review-inputs.test.ts compares both).
 */

/** `POST /api/reviews {bookingId, rating, comment}`: `newReviewSchema` (an empty comment is no comment). */
export const newReviewBody = plainObject({
  bookingId: uuid(REVIEW_MESSAGES.bookingNotFound, REVIEW_MESSAGES.bookingNotFound),
  rating: integer({
    typeMessage: REVIEW_MESSAGES.rating,
    intMessage: REVIEW_MESSAGES.rating,
    min: { value: REVIEW_RATING_MIN, message: REVIEW_MESSAGES.rating },
    max: { value: REVIEW_RATING_MAX, message: REVIEW_MESSAGES.rating },
  }),
  comment: mapped(nullish(text({ clean: cleanMultiline, max: { length: REVIEW_COMMENT_MAX, message: REVIEW_MESSAGES.commentTooLong } })), (comment) => comment || null),
});

/** `POST /api/reviews/{id}/reply {text}`: `reviewReplySchema`. */
export const reviewReplyBody = plainObject({
  text: text({ clean: cleanMultiline, min: { length: 1, message: REVIEW_MESSAGES.replyEmpty }, max: { length: REVIEW_REPLY_MAX, message: REVIEW_MESSAGES.replyTooLong } }),
});

/** `{bookingId}` of `GET /api/reviews/booking/{bookingId}`. */
export const stayReviewParams = plainObject({ bookingId: uuid(REVIEW_MESSAGES.bookingNotFound) });

/** `GET /api/listings/{id}/reviews?limit=&cursor=`. */
export const listingReviewsQuery = plainObject({ limit: pageLimit(10, 50), cursor: cursorField });
