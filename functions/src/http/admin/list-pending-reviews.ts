import type { AdminReviewPage } from '@worknest/shared/review';
import { toAdminReview } from '../../domain/reviews/review-views';
import { defineHandler } from '../../middleware/define-handler';
import { encodeCursor } from '../../store/conditional';
import { cursorFor } from '../../store/cursor-for';
import { keys } from '../../store/keys';
import { listPendingReviews } from '../../store/reviews';
import { pendingReviewsQuery } from './admin-inputs';

/** `GET /api/admin/reviews`: reviews waiting for a moderator, oldest first. */
export const handler = defineHandler({ query: pendingReviewsQuery }, async ({ query }): Promise<AdminReviewPage> => {
  const page = await listPendingReviews(query.limit, cursorFor(query.cursor, 'gsi1pk', keys.pendingReviewsPartition()));
  return { items: page.reviews.map((review) => toAdminReview(review)), nextCursor: encodeCursor(page.lastKey) };
});
