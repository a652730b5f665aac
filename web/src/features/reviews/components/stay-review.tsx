import { lazy, Suspense, useRef, useState } from 'react';
import { utcDate } from '@worknest/shared/booking-rules';
import { REVIEW_RATING_MAX, type OwnReview, type ReceivedReview, type ReviewType, type StayReviewState } from '@worknest/shared/review-rules';
import { RatingStars } from '../../../components/rating-stars';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useStayReview } from '../api/stay-review';
import { useT } from '../../../lib/i18n';
import { dates } from '@worknest/shared/format-dates';

/**
 * A stay's reviews, from its guest's or host's side: "Review your stay" (or "Review your guest")
 * once the check-out day has come, then the review written with its moderation status; and the
 * other side's review of them once an admin approved it and it is no longer blind (issue 20: both
 * have written, or 14 days after check-out; the writer is told so). For the My Bookings and My Hostings
 * lists: `<StayReview bookingId={booking.id} known={booking.stayReview} />` on each confirmed stay
 * (the list's answer carries the state, so nothing is asked per stay). Renders nothing for people
 * who may not review the stay. Texts: the `reviews` catalog (issue 40).
 */
export function StayReview({ bookingId, known }: { bookingId: string; known?: StayReviewState | null }) {
  const t = useT('reviews');
  const state = useStayReview(bookingId, known);
  if (!state.data) return null;
  const { review, canReview, opensOn, reviewType, received, otherName, revealsOn } = state.data;
  // Double-blind (issue 20): until both have written or the reveal day, neither sees the other's.
  const notice = t('stay.blindNotice', { name: otherName, date: dates.dayMonth(revealsOn) });
  const own = review ? (
    <WrittenReview review={review} notice={review.blind ? notice : null} />
  ) : canReview ? (
    <ReviewButton bookingId={bookingId} reviewType={reviewType} notice={state.data.revealed ? null : notice} />
  ) : opensOn > utcDate(Date.now()) ? (
    <p className="text-sm text-muted-foreground">
      {t('stay.opensOn', { date: '\u0000' })
        .split('\u0000')
        .map((part, index) => (index === 0 ? part : [<time key="date" dateTime={opensOn}>{dates.day(opensOn)}</time>, part]))}
    </p>
  ) : null;
  if (!own && !received) return null;
  return (
    <div className="grid justify-items-start gap-2">
      {own}
      {received ? <ReceivedReviewNote review={received} /> : null}
    </div>
  );
}

/** What the other side wrote, approved: "Sam Rivera's review of you" (guest) or "… of your place" (host). */
function ReceivedReviewNote({ review }: { review: ReceivedReview }) {
  const t = useT('reviews');
  const about = review.reviewType === 'host_to_guest' ? 'you' : 'place';
  return (
    <figure className="grid w-full gap-1 rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
      <figcaption className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t('stay.received', { name: review.reviewerName, about })}</span>
        <RatingStars rating={review.rating} label={t('rated', { rating: review.rating, max: REVIEW_RATING_MAX })} />
      </figcaption>
      {review.comment ? (
        <blockquote className="whitespace-pre-line" data-i18n-exempt>
          {review.comment}
        </blockquote>
      ) : null}
    </figure>
  );
}

function WrittenReview({ review, notice }: { review: OwnReview; notice: string | null }) {
  const t = useT('reviews');
  const variant = ({ pending: 'warning', approved: 'success', rejected: 'secondary' } as const)[review.status];
  const text = t(`stay.status.${review.status}`);
  return (
    <div className="grid gap-1">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t('stay.yours')}</span>
        <RatingStars rating={review.rating} label={t('rated', { rating: review.rating, max: REVIEW_RATING_MAX })} />
        <Badge variant={variant}>{text}</Badge>
      </p>
      {notice && review.status !== 'rejected' ? (
        <p className="text-sm text-muted-foreground" data-testid="blind-review-notice">
          {notice}
        </p>
      ) : null}
    </div>
  );
}

// The form (Radix Dialog, the rating input, and zod when it is sent) loads on the click, not with the list (issue 31).
const ReviewDialog = lazy(() => import('./review-dialog').then((module) => ({ default: module.ReviewDialog })));

/** "Review your stay" / "Review your guest": opens the review form, fetched on the first click. */
function ReviewButton({ bookingId, reviewType, notice }: { bookingId: string; reviewType: ReviewType; notice: string | null }) {
  const t = useT('reviews');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('stay.action', { side: reviewType === 'host_to_guest' ? 'guest' : 'stay' })}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ReviewDialog bookingId={bookingId} reviewType={reviewType} notice={notice} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
