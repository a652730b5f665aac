import { Link, useSearchParams } from 'react-router';
import { XCircle } from 'lucide-react';
import { paymentIntentIdSchema, PENDING_BOOKING_STORAGE_KEY } from '@worknest/shared/booking';
import { BOOKING_HOLD_MINUTES } from '@worknest/shared/constants';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorStatus, serverMessage } from '../../../lib/api-request';
import { useCancelBooking } from '../api/cancel-booking';

/**
 * `/app/booking-cancel` (SPEC.md §2). Opened with `?id={paymentIntentId}` (or Stripe's
 * `payment_intent` after a redirect), it offers to release that unpaid checkout's dates at once;
 * it cancels only on that click (issue 14: a page load, which a link or a prefetch can cause, has
 * no effect). Unreleased, the hold ends by itself. A payment that already went through is not
 * cancelled and the page says so.
 */
export function BookingCancelRoute() {
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
        <h1 className="sr-only">Booking not cancelled</h1>
        <EmptyState
          icon={XCircle}
          title="Booking not cancelled"
          description={serverMessage(cancel.error, 'This booking can no longer be cancelled here.')}
          action={
            <Button asChild>
              <Link to={`/app/booking-success?id=${encodeURIComponent(paymentIntentId)}`}>View your booking</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-xl gap-3">
      <h1 className="sr-only">Booking Cancelled</h1>
      <EmptyState
        icon={XCircle}
        title="Booking Cancelled"
        description="Your booking was not completed. No charges were made."
        action={
          <Button asChild>
            <Link to="/app/listings">Back to Listings</Link>
          </Button>
        }
      />
      {paymentIntentId && !cancel.isSuccess ? (
        <div className="grid justify-items-center gap-2 text-center">
          <p className="text-sm text-muted-foreground">
            Your dates stay held for up to {BOOKING_HOLD_MINUTES} minutes. Release them now so others can book them.
          </p>
          <Button variant="outline" loading={cancel.isPending} onClick={release}>
            Release my dates
          </Button>
        </div>
      ) : null}
      <p role="status" className="text-center text-sm text-muted-foreground">
        {cancel.isSuccess
          ? 'Your dates have been released for others to book.'
          : cancel.isError
            ? serverMessage(cancel.error, `We could not release your dates now; they free up within ${BOOKING_HOLD_MINUTES} minutes.`)
            : null}
      </p>
    </div>
  );
}
