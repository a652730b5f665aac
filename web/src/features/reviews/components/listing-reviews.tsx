import { MessageSquareQuote } from 'lucide-react';
import { formatRating, type PublicReview } from '@worknest/shared/review';
import { RatingStars } from '../../../components/rating-stars';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { serverMessage } from '../../../lib/api-request';
import { useListingReviews } from '../api/get-listing-reviews';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The Reviews section of a listing's detail page: the average and count of approved reviews, then
 * the reviews, newest first. Plug it into the page: `<ListingReviews listingId={listing.id} />`.
 */
export function ListingReviews({ listingId }: { listingId: string }) {
  const reviews = useListingReviews(listingId);
  const first = reviews.data?.pages[0];
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="grid gap-4" aria-labelledby="reviews-heading">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="reviews-heading" className="text-lg font-semibold">
          Reviews
        </h2>
        {first && first.count > 0 && first.averageRating !== null ? (
          <p className="flex items-center gap-2 text-sm" data-testid="review-summary">
            <RatingStars rating={first.averageRating} />
            <span className="font-semibold">{formatRating(first.averageRating)}</span>
            <span className="text-muted-foreground">
              · {first.count} review{first.count === 1 ? '' : 's'}
            </span>
          </p>
        ) : null}
      </div>
      {reviews.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading reviews">
          <Skeleton className="h-16 w-full" />
        </div>
      ) : reviews.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {serverMessage(reviews.error, "We couldn't load the reviews.")}
        </p>
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MessageSquareQuote aria-hidden="true" className="size-4" />
          No reviews yet. Guests can review their stay after check-out.
        </p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2">
            {items.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {reviews.hasNextPage ? (
            <Button variant="outline" className="justify-self-start" loading={reviews.isFetchingNextPage} onClick={() => reviews.fetchNextPage()}>
              Show more reviews
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="grid content-start gap-2 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{review.reviewerName}</p>
        <RatingStars rating={review.rating} />
      </div>
      <p className="text-xs text-muted-foreground">Stayed in {monthFormat.format(new Date(`${review.stayedIn}-01T00:00:00Z`))}</p>
      {review.comment ? <p className="text-sm whitespace-pre-line">{review.comment}</p> : null}
    </li>
  );
}
