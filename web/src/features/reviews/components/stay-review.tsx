import { useId, useState, type FormEvent } from 'react';
import { utcDate } from '@worknest/shared/booking';
import { blindReviewNotice, newReviewSchema, REVIEW_COMMENT_MAX, type OwnReview, type ReceivedReview, type ReviewType } from '@worknest/shared/review';
import { RatingStars } from '../../../components/rating-stars';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useCreateReview, useStayReview } from '../api/stay-review';
import { RatingInput } from './rating-input';
import { dates } from '@worknest/shared/format-dates';

const labels: Record<ReviewType, { action: string; title: string; description: string; placeholder: string }> = {
  guest_to_host: {
    action: 'Review your stay',
    title: 'How was your stay?',
    description: 'Your review shows on the listing once an admin has approved it.',
    placeholder: 'The desk, the Wi-Fi, the quiet, the host…',
  },
  host_to_guest: {
    action: 'Review your guest',
    title: 'How was your guest?',
    description: 'Your review of the guest is checked by an admin before it counts.',
    placeholder: 'Communication, care for your home…',
  },
};


/**
 * A stay's reviews, from its guest's or host's side: "Review your stay" (or "Review your guest")
 * once the check-out day has come, then the review written with its moderation status; and the
 * other side's review of them once an admin approved it and it is no longer blind (issue 20: both
 * have written, or 14 days after check-out; the writer is told so). For the My Bookings and My Hostings
 * lists: `<StayReview bookingId={booking.id} />` on each confirmed stay. Renders nothing for
 * people who may not review the stay.
 */
export function StayReview({ bookingId }: { bookingId: string }) {
  const state = useStayReview(bookingId);
  if (!state.data) return null;
  const { review, canReview, opensOn, reviewType, received, otherName, revealsOn } = state.data;
  // Double-blind (issue 20): until both have written or the reveal day, neither sees the other's.
  const notice = blindReviewNotice(otherName, revealsOn);
  const own = review ? (
    <WrittenReview review={review} notice={review.blind ? notice : null} />
  ) : canReview ? (
    <ReviewDialog bookingId={bookingId} reviewType={reviewType} notice={state.data.revealed ? null : notice} />
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

function ReviewDialog({ bookingId, reviewType, notice }: { bookingId: string; reviewType: ReviewType; notice: string | null }) {
  const id = useId();
  const copy = labels[reviewType];
  const create = useCreateReview();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newReviewSchema.safeParse({ bookingId, rating: rating ?? undefined, comment });
    if (!parsed.success) {
      const found: { rating?: string; comment?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'rating' | 'comment';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Thank you for your review!', description: notice ?? 'It will be shown once an admin has approved it.' });
      },
      onError: (error) => toast({ title: 'Error', description: serverMessage(error, 'Failed to send your review. Please try again.'), variant: 'destructive' }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {copy.action}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        {notice ? <p className="rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">{notice}</p> : null}
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <RatingInput
            name={`${id}-rating`}
            value={rating}
            onChange={(chosen) => {
              setRating(chosen);
              setErrors((current) => ({ ...current, rating: undefined }));
            }}
            error={errors.rating ?? null}
          />
          <Field label="Comment (optional)" error={errors.comment ?? null} description={`${comment.length} / ${REVIEW_COMMENT_MAX}`}>
            {(props) => (
              <Textarea {...props} value={comment} maxLength={REVIEW_COMMENT_MAX} placeholder={copy.placeholder} onChange={(e) => setComment(e.target.value)} />
            )}
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              {create.isPending ? 'Sending…' : 'Send review'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
