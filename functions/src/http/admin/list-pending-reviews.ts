import type { AdminReviewPage } from '@worknest/shared/review';
import * as z from 'zod';
import { toAdminReview } from '../../domain/reviews/review-views';
import { defineHandler } from '../../middleware/define-handler';
import { encodeCursor } from '../../store/conditional';
import { cursorFor } from '../../store/cursor-for';
import { keys } from '../../store/keys';
import { listPendingReviews } from '../../store/reviews';

const query = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(2000).optional(),
});

/** `GET /api/admin/reviews`: reviews waiting for a moderator, oldest first. */
export const handler = defineHandler({ query }, async ({ query }): Promise<AdminReviewPage> => {
  const page = await listPendingReviews(query.limit, cursorFor(query.cursor, 'gsi1pk', keys.pendingReviewsPartition()));
  return { items: page.reviews.map((review) => toAdminReview(review)), nextCursor: encodeCursor(page.lastKey) };
});
