import { useState } from 'react';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import type { AdminReview } from '@worknest/shared/review';
import { RatingStars } from '../../../components/rating-stars';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useModerateReview, usePendingReviews } from '../api/get-pending-reviews';
import { AdminPage } from '../components/admin-page';
import { ListSkeleton, LoadError, ShowMore } from '../components/load-state';
import { formatDateTime, formatStayDate } from '../utils/format';

/** `/app/admin/reviews`: reviews waiting for a moderator, oldest first; approve (it shows on the listing) or reject. */
export function AdminReviewsRoute() {
  const reviews = usePendingReviews();
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <AdminPage title="Reviews" description="Nothing a guest or host writes is shown before an admin approves it. Oldest first.">
      {reviews.isPending ? (
        <ListSkeleton label="Loading reviews" />
      ) : reviews.isError ? (
        <LoadError error={reviews.error} fallback="Failed to load reviews." onRetry={() => void reviews.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Star} title="No reviews waiting" description="New reviews appear here after a stay's check-out." />
      ) : (
        <div className="grid gap-4">
          <ul className="grid gap-3" aria-label="Pending reviews">
            {items.map((review) => (
              <ReviewRow key={review.id} review={review} />
            ))}
          </ul>
          <ShowMore hasMore={reviews.hasNextPage} loading={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()} />
        </div>
      )}
    </AdminPage>
  );
}

function ReviewRow({ review }: { review: AdminReview }) {
  const moderate = useModerateReview();
  const [decision, setDecision] = useState<boolean | null>(null);
  const byGuest = review.reviewType === 'guest_to_host';

  const decide = (approve: boolean) => {
    setDecision(approve);
    moderate.mutate(
      { id: review.id, approve },
      {
        onSuccess: () =>
          toast({
            title: approve ? 'Review approved' : 'Review rejected',
            description: approve
              ? byGuest
                ? `It now shows on “${review.listingTitle}”.`
                : `${review.reviewer.name}'s review of their guest is approved.`
              : 'It will not be shown.',
          }),
        onError: (error) => toast({ title: 'Error', description: serverMessage(error, 'Failed to moderate the review.'), variant: 'destructive' }),
        onSettled: () => setDecision(null),
      },
    );
  };

  return (
    <li>
      <Card className="grid gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <RatingStars rating={review.rating} />
          <Badge variant="outline">{byGuest ? 'Guest about the stay' : 'Host about the guest'}</Badge>
          {/* Issue 20: hidden from the other side until they write theirs or the reveal day. */}
          {review.blind ? (
            <Badge variant="secondary" data-testid="blind-badge">
              Blind until {review.revealsOn ? formatStayDate(review.revealsOn) : 'both have written'}
            </Badge>
          ) : (
            <Badge variant="secondary">Revealed</Badge>
          )}
          <span className="text-sm text-muted-foreground">
            <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
          </span>
        </div>
        {review.comment ? (
          <blockquote className="border-l-2 border-border pl-3 whitespace-pre-line">{review.comment}</blockquote>
        ) : (
          <p className="text-sm text-muted-foreground italic">No comment, rating only.</p>
        )}
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{review.reviewer.name}</span> about{' '}
          <span className="font-medium text-foreground">{review.reviewee.name}</span> · stay at{' '}
          <Link to={`/app/listings/${review.listingId}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {review.listingTitle}
          </Link>{' '}
          ({review.companyDomain}), {formatStayDate(review.checkIn)} – {formatStayDate(review.checkOut)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => decide(true)} loading={moderate.isPending && decision === true} disabled={moderate.isPending}>
            Approve
          </Button>
          <Button size="sm" variant="outline" onClick={() => decide(false)} loading={moderate.isPending && decision === false} disabled={moderate.isPending}>
            Reject
          </Button>
        </div>
      </Card>
    </li>
  );
}
