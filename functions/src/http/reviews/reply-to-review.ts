import { replyToReview } from '../../domain/reviews/reply-to-review';
import { toPublicReview } from '../../domain/reviews/review-views';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';
import { reviewParams } from '../admin/review-id-inputs';
import { reviewReplyBody } from './review-inputs';

/** `POST /api/reviews/{id}/reply {text}`: the host's one reply to a published review of their home; 201 with the review. */
export const handler = defineHandler({ params: reviewParams, body: reviewReplyBody }, async ({ params, body, session }) =>
  json(201, toPublicReview(await replyToReview(session, params.id, body.text))),
);
