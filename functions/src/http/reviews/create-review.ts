import { createStayReview } from '../../domain/reviews/create-review';
import { toOwnReview } from '../../domain/reviews/review-views';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';
import { newReviewBody } from './review-inputs';

/** `POST /api/reviews {bookingId, rating, comment?}`: the stay's guest or host reviews it, once; 201 with the pending review. */
export const handler = defineHandler({ body: newReviewBody }, async ({ body, session }) =>
  json(201, toOwnReview(await createStayReview(session, body))),
);
