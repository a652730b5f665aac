import type { ListingSummary } from '@worknest/shared/listing';
import type { ListingCardSummary } from '@worknest/shared/listing-search-rules';
import { batchGetItems, keyId } from '../../store/batch-get';
import { keys } from '../../store/keys';

/**
 * The grid's cards with their guest reviews (issue 29): each listing's review stats item (count
 * and sum, kept on every publish; store/reviews.ts) for a whole page in one BatchGetItem, not one
 * read per card. The average is rounded as the listing's own reviews answer it.
 */
export async function withRatings(items: readonly ListingSummary[]): Promise<ListingCardSummary[]> {
  const statsKeys = items.map((item) => keys.listingReviewStats(item.id));
  const stats = await batchGetItems(statsKeys, { projection: ['reviewCount', 'ratingSum'] });
  return items.map((item, i) => {
    const found = stats.get(keyId(statsKeys[i]!));
    const reviewCount = Number(found?.reviewCount ?? 0);
    const ratingSum = Number(found?.ratingSum ?? 0);
    return { ...item, averageRating: reviewCount > 0 ? Math.round((ratingSum / reviewCount) * 100) / 100 : null, reviewCount };
  });
}
