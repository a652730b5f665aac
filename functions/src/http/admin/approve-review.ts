import { decideReview } from '../../domain/reviews/moderate-review';
import { toAdminReview } from '../../domain/reviews/review-views';
import { defineHandler } from '../../middleware/define-handler';
import { reviewParams } from './review-id-inputs';

/** `POST /api/admin/reviews/{id}/approve`: the review shows on its listing from now on. */
export const handler = defineHandler({ params: reviewParams }, async ({ params, session }) =>
  toAdminReview(await decideReview(session, params.id, true)),
);
