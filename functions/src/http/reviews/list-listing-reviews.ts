import { listingReviews } from '../../domain/reviews/list-listing-reviews';
import { defineHandler } from '../../middleware/define-handler';
import { listingParams } from '../listings/listing-id-inputs';
import { listingReviewsQuery } from './review-inputs';

/** `GET /api/listings/{id}/reviews`: approved reviews, newest first, with the average rating and count. */
export const handler = defineHandler({ params: listingParams, query: listingReviewsQuery }, async ({ params, query, session }) =>
  listingReviews(params.id, session, query),
);
