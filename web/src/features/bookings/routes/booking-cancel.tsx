import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { XCircle } from 'lucide-react';
import { paymentIntentIdSchema, PENDING_BOOKING_STORAGE_KEY } from '@worknest/shared/booking';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorStatus, serverMessage } from '../../../lib/api-request';
import { useCancelBooking } from '../api/cancel-booking';

/**
 * `/app/booking-cancel` (SPEC.md §2). Opened with `?id={paymentIntentId}` (or Stripe's
 * `payment_intent` after a redirect), it cancels that unpaid checkout first, so its nights are
 * free again at once; a payment that already went through is not cancelled and the page says so.
 */
export function BookingCancelRoute() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? params.get('payment_intent');
  const paymentIntentId = raw && paymentIntentIdSchema.safeParse(raw).success ? raw : null;
  const cancel = useCancelBooking();
  const asked = useRef<string | null>(null);

  useEffect(() => {
    // Once per intent, also under StrictMode's double effects; the server is idempotent anyway.
    if (!paymentIntentId || asked.current === paymentIntentId) return;
    asked.current = paymentIntentId;
    cancel.mutate(paymentIntentId, {
      onSuccess: () => sessionStorage.removeItem(PENDING_BOOKING_STORAGE_KEY),
    });
  }, [paymentIntentId, cancel]);

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

  const releasing = paymentIntentId !== null && (cancel.isPending || cancel.isIdle);
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
      <p role="status" className="text-center text-sm text-muted-foreground">
        {releasing
          ? 'Releasing your dates…'
          : cancel.isSuccess
            ? 'Your dates have been released for others to book.'
            : cancel.isError
              ? serverMessage(cancel.error, 'We could not release your dates now; they free up within 30 minutes.')
              : null}
      </p>
    </div>
  );
}
