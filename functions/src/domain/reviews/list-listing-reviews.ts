import type { ListingReviews } from '@worknest/shared/review';
import { encodeCursor } from '../../store/conditional';
import { cursorFor } from '../../store/cursor-for';
import { keys } from '../../store/keys';
import { getListingReviewStats, listListingReviews } from '../../store/reviews';
import { findVisibleListing } from '../listings/find-visible-listing';
import type { Viewer } from '../listings/viewer';
import { toPublicReview } from './review-views';

/**
 * Published reviews (approved and no longer blind) of a listing the viewer may see, newest first,
 * with the average, count and star distribution of all of them (one stats item, kept on write).
 */
export async function listingReviews(listingId: string, viewer: Viewer, page: { limit: number; cursor?: string }): Promise<ListingReviews> {
  const listing = await findVisibleListing(listingId, viewer);
  const startKey = cursorFor(page.cursor, 'gsi2pk', keys.listingReviewsPartition(listing.id));
  const [stats, reviews] = await Promise.all([getListingReviewStats(listing.id), listListingReviews(listing.id, page.limit, startKey)]);
  return {
    listingId: listing.id,
    averageRating: stats.count > 0 ? Math.round((stats.ratingSum / stats.count) * 100) / 100 : null,
    count: stats.count,
    distribution: stats.stars,
    viewerIsHost: listing.userId === viewer.userId,
    items: reviews.reviews.map(toPublicReview),
    nextCursor: encodeCursor(reviews.lastKey),
  };
}
