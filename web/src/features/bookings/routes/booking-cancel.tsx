import { Link, useSearchParams } from 'react-router';
import { XCircle } from 'lucide-react';
import { paymentIntentIdSchema, PENDING_BOOKING_STORAGE_KEY } from '@worknest/shared/booking';
import { BOOKING_HOLD_MINUTES } from '@worknest/shared/constants';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorStatus } from '../../../lib/api-request';
import { serverText, useT } from '../../../lib/i18n';
import { useCancelBooking } from '../api/cancel-booking';

/**
 * `/app/booking-cancel` (SPEC.md §2). Opened with `?id={paymentIntentId}` (or Stripe's
 * `payment_intent` after a redirect), it offers to release that unpaid checkout's dates at once;
 * it cancels only on that click (issue 14: a page load, which a link or a prefetch can cause, has
 * no effect). Unreleased, the hold ends by itself. A payment that already went through is not
 * cancelled and the page says so.
 */
export function BookingCancelRoute() {
  const t = useT('bookings');
  const [params] = useSearchParams();
  const raw = params.get('id') ?? params.get('payment_intent');
  const paymentIntentId = raw && paymentIntentIdSchema.safeParse(raw).success ? raw : null;
  const cancel = useCancelBooking();

  function release() {
    if (!paymentIntentId || cancel.isPending) return;
    cancel.mutate(paymentIntentId, { onSuccess: () => sessionStorage.removeItem(PENDING_BOOKING_STORAGE_KEY) });
  }

  if (paymentIntentId && cancel.isError && errorStatus(cancel.error) === 409) {
    // Paid meanwhile: nothing was cancelled, the stay is (or is about to be) confirmed.
    return (
      <div className="mx-auto w-full max-w-xl">
        <h1 className="sr-only">{t('checkoutCancel.notCancelled')}</h1>
        <EmptyState
          icon={XCircle}
          title={t('checkoutCancel.notCancelled')}
          description={serverText(cancel.error, t('checkoutCancel.tooLate'))}
          action={
            <Button asChild>
              <Link to={`/app/booking-success?id=${encodeURIComponent(paymentIntentId)}`}>{t('checkoutCancel.viewBooking')}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-xl gap-3">
      <h1 className="sr-only">{t('checkoutCancel.title')}</h1>
      <EmptyState
        icon={XCircle}
        title={t('checkoutCancel.title')}
        description={t('checkoutCancel.body')}
        action={
          <Button asChild>
            <Link to="/app/listings">{t('checkoutCancel.back')}</Link>
          </Button>
        }
      />
      {paymentIntentId && !cancel.isSuccess ? (
        <div className="grid justify-items-center gap-2 text-center">
          <p className="text-sm text-muted-foreground">
            {t('checkoutCancel.held', { minutes: BOOKING_HOLD_MINUTES })}
          </p>
          <Button variant="outline" loading={cancel.isPending} onClick={release}>
            {t('checkoutCancel.release')}
          </Button>
        </div>
      ) : null}
      <p role="status" className="text-center text-sm text-muted-foreground">
        {cancel.isSuccess
          ? t('checkoutCancel.released')
          : cancel.isError
            ? serverText(cancel.error, t('checkoutCancel.releaseFailed', { minutes: BOOKING_HOLD_MINUTES }))
            : null}
      </p>
    </div>
  );
}
