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
import { serverText, useT } from '../../../lib/i18n';
import { useModerateReview, usePendingReviews } from '../api/get-pending-reviews';
import { AdminPage } from '../components/admin-page';
import { ListSkeleton, LoadError, ShowMore } from '../components/load-state';
import { formatDateTime, formatStayDate } from '../utils/format';
import { TextWithValue, VALUE } from '../../../components/text-with-value';
import { marks, Sentence } from '../components/sentence';

/** `/app/admin/reviews`: reviews waiting for a moderator, oldest first; approve (it shows on the listing) or reject. */
export function AdminReviewsRoute() {
  const t = useT('admin');
  const reviews = usePendingReviews();
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <AdminPage title={t('reviews.title')} description={t('reviews.description')}>
      {reviews.isPending ? (
        <ListSkeleton label={t('reviews.loading')} />
      ) : reviews.isError ? (
        <LoadError error={reviews.error} fallback={t('reviews.failed')} onRetry={() => void reviews.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Star} title={t('reviews.emptyTitle')} description={t('reviews.emptyText')} />
      ) : (
        <div className="grid gap-4">
          <ul className="grid gap-3" aria-label={t('reviews.label')}>
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
  const t = useT('admin');
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
            title: approve ? t('reviews.approved') : t('reviews.rejected'),
            description: approve
              ? byGuest
                ? t('reviews.approvedGuest', { title: review.listingTitle })
                : t('reviews.approvedHost', { name: review.reviewer.name })
              : t('reviews.rejectedText'),
          }),
        onError: (error) => toast({ title: t('error'), description: serverText(error, t('reviews.moderateFailed')), variant: 'destructive' }),
        onSettled: () => setDecision(null),
      },
    );
  };

  return (
    <li>
      <Card className="grid gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <RatingStars rating={review.rating} label={t('reviews.rated', { rating: review.rating })} />
          <Badge variant="outline">{byGuest ? t('reviews.byGuest') : t('reviews.byHost')}</Badge>
          {/* Issue 20: hidden from the other side until they write theirs or the reveal day. */}
          {review.blind ? (
            <Badge variant="secondary" data-testid="blind-badge">
              {review.revealsOn ? (
                <TextWithValue text={t('reviews.blindUntil', { date: VALUE })}>
                  <time dateTime={review.revealsOn}>{formatStayDate(review.revealsOn)}</time>
                </TextWithValue>
              ) : (
                t('reviews.blindBoth')
              )}
            </Badge>
          ) : (
            <Badge variant="secondary">{t('reviews.revealed')}</Badge>
          )}
          <span className="text-sm text-muted-foreground">
            <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
          </span>
        </div>
        {review.comment ? (
          <blockquote className="border-l-2 border-border pl-3 whitespace-pre-line" data-i18n-exempt>
            {review.comment}
          </blockquote>
        ) : (
          <p className="text-sm text-muted-foreground italic">{t('reviews.noComment')}</p>
        )}
        <p className="text-sm text-muted-foreground">
          <Sentence
            text={t('reviews.about', marks('reviewer', 'reviewee', 'listing', 'company', 'from', 'to'))}
            parts={{
              reviewer: <span className="font-medium text-foreground" data-i18n-exempt>{review.reviewer.name}</span>,
              reviewee: <span className="font-medium text-foreground" data-i18n-exempt>{review.reviewee.name}</span>,
              listing: (
                <Link to={`/app/listings/${review.listingId}`} className="font-medium text-primary underline-offset-4 hover:underline" data-i18n-exempt>
                  {review.listingTitle}
                </Link>
              ),
              company: <span data-i18n-exempt>{review.companyDomain}</span>,
              from: <time dateTime={review.checkIn}>{formatStayDate(review.checkIn)}</time>,
              to: <time dateTime={review.checkOut}>{formatStayDate(review.checkOut)}</time>,
            }}
          />
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => decide(true)} loading={moderate.isPending && decision === true} disabled={moderate.isPending}>
            {t('reviews.approve')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => decide(false)} loading={moderate.isPending && decision === false} disabled={moderate.isPending}>
            {t('reviews.reject')}
          </Button>
        </div>
      </Card>
    </li>
  );
}
