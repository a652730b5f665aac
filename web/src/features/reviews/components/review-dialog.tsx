import { useId, useState, type FormEvent, type RefObject } from 'react';
import { REVIEW_COMMENT_MAX, type ReviewType } from '@worknest/shared/review-rules';
import { FormDialogFooter } from '../../../components/form/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useCreateReview } from '../api/stay-review';
import { RatingInput } from './rating-input';

/**
 * The review form of a stay (StayReview's button opens it; this module loads on that click, issue
 * 31): the rating, an optional comment, and the blind-review notice while the other side has not written.
 */
export function ReviewDialog({
  bookingId,
  reviewType,
  notice,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  bookingId: string;
  reviewType: ReviewType;
  notice: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it (outside the dialog): focus goes back there on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT('reviews');
  const id = useId();
  const side = reviewType === 'host_to_guest' ? 'guest' : 'stay';
  const create = useCreateReview();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema (and zod) load when the review is sent, not with the page (issue 31).
    const { newReviewSchema } = await import('@worknest/shared/review');
    const parsed = newReviewSchema.safeParse({ bookingId, rating: rating ?? undefined, comment });
    if (!parsed.success) {
      const found: { rating?: string; comment?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'rating' | 'comment';
        found[field] ??= field === 'rating' ? t('dialog.ratingRequired') : t('dialog.commentTooLong', { max: REVIEW_COMMENT_MAX });
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: t('dialog.thanks'), description: notice ?? t('dialog.afterApproval') });
      },
      onError: (error) => toast({ title: t('dialog.error'), description: serverText(error, t('dialog.failed')), variant: 'destructive' }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('dialog.title', { side })}</DialogTitle>
          <DialogDescription>{t('dialog.description', { side })}</DialogDescription>
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
          <Field label={t('dialog.comment')} error={errors.comment ?? null} description={`${comment.length} / ${REVIEW_COMMENT_MAX}`}>
            {(props) => (
              <Textarea {...props} value={comment} maxLength={REVIEW_COMMENT_MAX} placeholder={t('dialog.placeholder', { side })} onChange={(e) => setComment(e.target.value)} />
            )}
          </Field>
          <FormDialogFooter cancelLabel={t('cancel')} onCancel={() => onOpenChange(false)} submitLabel={create.isPending ? t('dialog.sending') : t('dialog.send')} pending={create.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
