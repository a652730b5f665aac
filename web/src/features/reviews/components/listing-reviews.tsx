import { MessageSquareQuote } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { REVIEW_RATING_MAX, REVIEW_REPLY_MAX, type PublicReview } from '@worknest/shared/review-rules';
import { RatingStars } from '../../../components/rating-stars';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useListingReviews, useReplyToReview } from '../api/get-listing-reviews';
import { dates } from '@worknest/shared/format-dates';

/** Issue 39: Report on each review, with its dialog, loads after the reviews render. */
const ReportButton = lazy(() => import('../../../components/report-button').then((m) => ({ default: m.ReportButton })));

/**
 * The Reviews section of a listing's detail page: the average and count of published reviews with
 * how many gave each number of stars, then the reviews, newest first, a page at a time, each with
 * the host's reply (the host may write one per review, issue 20). Plug it into the page: `<ListingReviews listingId={listing.id} />`.
 * Texts: the `reviews` catalog (issue 40), which every route showing a review component loads.
 */
export function ListingReviews({ listingId }: { listingId: string }) {
  const t = useT('reviews');
  const reviews = useListingReviews(listingId);
  const first = reviews.data?.pages[0];
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="grid gap-4" aria-labelledby="reviews-heading">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="reviews-heading" className="text-lg font-semibold">
          {t('list.title')}
        </h2>
        {first && first.count > 0 && first.averageRating !== null ? (
          <p className="flex items-center gap-2 text-sm" data-testid="review-summary">
            <RatingStars rating={first.averageRating} label={t('rated', { rating: first.averageRating, max: REVIEW_RATING_MAX })} />
            <span className="font-semibold">{t('list.average', { average: Math.round(first.averageRating * 10) / 10 })}</span>
            <span className="text-muted-foreground">· {t('list.count', { count: first.count })}</span>
          </p>
        ) : null}
      </div>
      {first && first.count > 0 ? <StarDistribution distribution={first.distribution} count={first.count} /> : null}
      {reviews.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label={t('list.loading')}>
          <Skeleton className="h-16 w-full" />
        </div>
      ) : reviews.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {serverText(reviews.error, t('list.loadFailed'))}
        </p>
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MessageSquareQuote aria-hidden="true" className="size-4" />
          {t('list.empty')}
        </p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2">
            {items.map((review) => (
              <ReviewItem key={review.id} review={review} listingId={listingId} canReply={first?.viewerIsHost === true} />
            ))}
          </ul>
          {reviews.hasNextPage ? (
            <Button variant="outline" className="justify-self-start" loading={reviews.isFetchingNextPage} onClick={() => reviews.fetchNextPage()}>
              {t('list.more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

/** "5 stars ▇▇▇▇ 3": one labelled bar per number of stars, five first. */
function StarDistribution({ distribution, count }: { distribution: readonly number[]; count: number }) {
  const t = useT('reviews');
  return (
    <dl className="grid max-w-sm gap-1 text-sm" aria-label={t('list.distribution')} data-testid="review-distribution">
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = distribution[stars - 1] ?? 0;
        return (
          <div key={stars} className="grid grid-cols-[4.5rem_1fr_2rem] items-center gap-2">
            <dt className="text-muted-foreground">
              {t('stars', { count: stars })}
            </dt>
            <div className="h-2 overflow-hidden rounded-full bg-secondary" aria-hidden="true">
              <div className="h-full rounded-full bg-primary" style={{ width: `${count > 0 ? Math.round((n / count) * 100) : 0}%` }} />
            </div>
            <dd className="text-right tabular-nums">{n}</dd>
          </div>
        );
      })}
    </dl>
  );
}

function ReviewItem({ review, listingId, canReply }: { review: PublicReview; listingId: string; canReply: boolean }) {
  const t = useT('reviews');
  return (
    <li className="grid content-start gap-2 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium" data-i18n-exempt>
          {review.reviewerName}
        </p>
        <div className="flex items-center gap-1">
          <RatingStars rating={review.rating} label={t('rated', { rating: review.rating, max: REVIEW_RATING_MAX })} />
          <Suspense fallback={null}>
            <ReportButton targetType="review" targetId={review.id} compact label={t('list.report', { name: review.reviewerName })} className="px-2" />
          </Suspense>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        {t('list.stayedIn', { month: '\u0000' })
          .split('\u0000')
          .map((part, index) => (index === 0 ? part : [<time key="month" dateTime={review.stayedIn.slice(0, 7)}>{dates.monthYear(review.stayedIn)}</time>, part]))}
      </p>
      {review.comment ? (
        <p className="text-sm whitespace-pre-line" data-i18n-exempt>
          {review.comment}
        </p>
      ) : null}
      {review.reply ? (
        <figure className="grid gap-1 rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
          <figcaption className="font-medium">{t('list.reply')}</figcaption>
          <blockquote className="whitespace-pre-line" data-i18n-exempt>
            {review.reply.text}
          </blockquote>
        </figure>
      ) : canReply ? (
        <ReplyForm reviewId={review.id} listingId={listingId} />
      ) : null}
    </li>
  );
}

function ReplyForm({ reviewId, listingId }: { reviewId: string; listingId: string }) {
  const t = useT('reviews');
  const reply = useReplyToReview(listingId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open) {
    return (
      <Button size="sm" variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        {t('reply.open')}
      </Button>
    );
  }
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema (and zod) load when the reply is sent, not with the listing (issue 31).
    const { reviewReplySchema } = await import('@worknest/shared/review');
    const parsed = reviewReplySchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0] ? t(text.trim() ? 'reply.tooLong' : 'reply.empty', { max: REVIEW_REPLY_MAX }) : null);
      return;
    }
    setError(null);
    reply.mutate(
      { reviewId, text: parsed.data.text },
      {
        onSuccess: () => toast({ title: t('reply.published') }),
        onError: (failure) => setError(serverText(failure, t('reply.failed'))),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <Field label={t('reply.label')} error={error} description={`${text.length} / ${REVIEW_REPLY_MAX}`}>
        {(props) => <Textarea {...props} value={text} maxLength={REVIEW_REPLY_MAX} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={reply.isPending}>
          {t('reply.publish')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
