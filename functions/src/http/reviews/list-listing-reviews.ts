import * as z from 'zod';
import { listingReviews } from '../../domain/reviews/list-listing-reviews';
import { defineHandler } from '../../middleware/define-handler';
import { listingParams } from '../listings/listing-params';

const query = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  cursor: z.string().max(2000).optional(),
});

/** `GET /api/listings/{id}/reviews`: approved reviews, newest first, with the average rating and count. */
export const handler = defineHandler({ params: listingParams, query }, async ({ params, query, session }) =>
  listingReviews(params.id, session, query),
);
