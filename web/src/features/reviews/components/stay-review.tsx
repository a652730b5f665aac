import { lazy, Suspense, useRef, useState } from 'react';
import { utcDate } from '@worknest/shared/booking-rules';
import { blindReviewNotice, type OwnReview, type ReceivedReview, type ReviewType, type StayReviewState } from '@worknest/shared/review-rules';
import { RatingStars } from '../../../components/rating-stars';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useStayReview } from '../api/stay-review';
import { reviewLabels } from './review-labels';
import { dates } from '@worknest/shared/format-dates';

/**
 * A stay's reviews, from its guest's or host's side: "Review your stay" (or "Review your guest")
 * once the check-out day has come, then the review written with its moderation status; and the
 * other side's review of them once an admin approved it and it is no longer blind (issue 20: both
 * have written, or 14 days after check-out; the writer is told so). For the My Bookings and My Hostings
 * lists: `<StayReview bookingId={booking.id} known={booking.stayReview} />` on each confirmed stay
 * (the list's answer carries the state, so nothing is asked per stay). Renders nothing for people
 * who may not review the stay.
 */
export function StayReview({ bookingId, known }: { bookingId: string; known?: StayReviewState | null }) {
  const state = useStayReview(bookingId, known);
  if (!state.data) return null;
  const { review, canReview, opensOn, reviewType, received, otherName, revealsOn } = state.data;
  // Double-blind (issue 20): until both have written or the reveal day, neither sees the other's.
  const notice = blindReviewNotice(otherName, revealsOn);
  const own = review ? (
    <WrittenReview review={review} notice={review.blind ? notice : null} />
  ) : canReview ? (
    <ReviewButton bookingId={bookingId} reviewType={reviewType} notice={state.data.revealed ? null : notice} />
  ) : opensOn > utcDate(Date.now()) ? (
    <p className="text-sm text-muted-foreground">You can leave a review from {dates.day(opensOn)}.</p>
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
  const about = review.reviewType === 'host_to_guest' ? 'you' : 'your place';
  return (
    <figure className="grid w-full gap-1 rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
      <figcaption className="flex flex-wrap items-center gap-2">
        <span className="font-medium">
          {review.reviewerName}'s review of {about}
        </span>
        <RatingStars rating={review.rating} />
      </figcaption>
      {review.comment ? <blockquote className="whitespace-pre-line">{review.comment}</blockquote> : null}
    </figure>
  );
}

function WrittenReview({ review, notice }: { review: OwnReview; notice: string | null }) {
  const status = { pending: ['warning', 'Awaiting approval'], approved: ['success', 'Published'], rejected: ['secondary', 'Not published'] } as const;
  const [variant, text] = status[review.status];
  return (
    <div className="grid gap-1">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Your review:</span>
        <RatingStars rating={review.rating} />
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
        {reviewLabels[reviewType].action}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ReviewDialog bookingId={bookingId} reviewType={reviewType} notice={notice} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
