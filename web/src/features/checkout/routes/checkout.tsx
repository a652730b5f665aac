import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import type { PaymentIntentResponse, PaymentsConfig, PendingBooking } from '@worknest/shared/booking';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { errorStatus } from '../../../lib/api-request';
import { serverText, useT } from '../../../lib/i18n';
import { cancelCheckout } from '../api/cancel-checkout';
import { confirmBooking } from '../api/confirm-booking';
import { createPaymentIntent } from '../api/create-payment-intent';
import { usePaymentsConfig } from '../api/get-payments-config';
import { BookingSummary } from '../components/booking-summary';
import type { CardConfirmer } from '../components/card-confirmer';
import { LocalCardForm } from '../components/local-card-form';
import { TestCardHint } from '../components/test-card-hint';
import { clearPendingBooking, readPendingBooking } from '../utils/pending-booking';
import { dates } from '@worknest/shared/format-dates';
import { BusinessCheckout } from '../components/business-checkout';

// Stripe Elements only load with a real publishable key, never against the local emulator.
const StripeCardForm = lazy(() => import('../components/stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

/**
 * `/app/checkout` (SPEC.md §2, §4, §8): the pending booking's summary with the server's amounts,
 * the card form and Confirm & Pay (Send request on a request listing). Opening the page holds the nights (create-payment-intent);
 * the card is confirmed with the payment provider; a succeeded payment is confirmed on the
 * server; then the success page. A declined card keeps the person here with the provider's message.
 * Texts: the `checkout` catalog (issue 40).
 */
export function CheckoutRoute() {
  const t = useT('checkout');
  const navigate = useNavigate();
  const [pending] = useState(() => readPendingBooking());

  useEffect(() => {
    if (pending) return;
    toast({ title: t('noBooking'), description: t('noBookingBody'), variant: 'destructive' });
    navigate('/app/listings', { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival without a booking (not again on a change of language).
  }, [pending, navigate]);

  if (!pending) {
    return (
      <p role="status" className="py-12 text-center text-muted-foreground">
        {t('noBooking')}
      </p>
    );
  }
  // Issue 34: a business trip has no card form; its company pays.
  return pending.business ? <BusinessCheckout pending={pending} business={pending.business} /> : <Checkout pending={pending} />;
}

function Checkout({ pending }: { pending: PendingBooking }) {
  const t = useT('checkout');
  const navigate = useNavigate();
  const config = usePaymentsConfig();
  const payment = useQuery({
    queryKey: ['checkout', pending.listingId, pending.checkIn, pending.checkOut, pending.numberOfGuests],
    queryFn: () => createPaymentIntent(pending),
    // A new visit asks again: the server answers the same checkout while the hold lasts.
    gcTime: 0,
  });
  const failed = payment.isError || config.isError;
  const failure = payment.error ?? config.error;

  useEffect(() => {
    if (!failed) return;
    toast({ title: t('initFailed'), description: serverText(failure, t('tryAgain')), variant: 'destructive' });
    navigate('/app/listings', { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure (not again on a change of language).
  }, [failed, failure, navigate]);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
        {/* Issue 29: a request is sent, its card only authorized; the mode comes with the server's answer. */}
        <p className="text-muted-foreground">{payment.data ? t('intro', { mode: payment.data.bookingMode }) : t('introLoading')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <div className="lg:order-2">
          <BookingSummary pending={pending} payment={payment.data} />
        </div>
        <div className="lg:order-1">
          {payment.data && config.data ? (
            <PaymentCard pending={pending} payment={payment.data} config={config.data} />
          ) : (
            <PaymentCardSkeleton />
          )}
        </div>
      </div>
    </div>
  );
}

function PaymentCard({ pending, payment, config }: { pending: PendingBooking; payment: PaymentIntentResponse; config: PaymentsConfig }) {
  const t = useT('checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmer = useRef<CardConfirmer>(null);
  const [processing, setProcessing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const testMode = config.localApiUrl !== null || config.publishableKey.startsWith('pk_test_');
  const heldUntil = dates.time(payment.holdExpiresAt);

  /**
   * Cancel (SPEC.md §2: back to the listing). The PaymentIntent is cancelled and the held nights
   * are given back at once; if that fails the hold still runs out by itself, so the person leaves
   * either way. A payment that went through meanwhile is not cancelled: its success page opens.
   */
  async function cancel() {
    if (processing || cancelling) return;
    setCancelling(true);
    try {
      await cancelCheckout(payment.paymentIntentId);
      clearPendingBooking();
      await queryClient.invalidateQueries({ queryKey: ['/api/listings', pending.listingId] });
      toast({ title: t('cancelled'), description: t('cancelledBody') });
    } catch (error) {
      if (errorStatus(error) === 409) {
        toast({ title: t('notCancelled'), description: serverText(error, t('notCancelledBody')) });
        navigate(`/app/booking-success?id=${encodeURIComponent(payment.paymentIntentId)}`);
        return;
      }
      toast({ title: t('error'), description: serverText(error, t('stillHeld', { time: heldUntil })), variant: 'destructive' });
    } finally {
      setCancelling(false);
    }
    navigate(`/app/listings/${encodeURIComponent(pending.listingId)}`);
  }

  async function confirmAndPay() {
    if (!confirmer.current || processing || cancelling) return;
    setProcessing(true);
    setCardError(null);
    try {
      const card = await confirmer.current();
      if (card.status === 'failed') {
        setCardError(card.message);
        toast({ title: t('paymentFailed'), description: card.message, variant: 'destructive' });
        return;
      }
      if (card.status === 'error') {
        toast({ title: t('processFailed'), description: t('notCharged'), variant: 'destructive' });
        return;
      }
      let requested = false;
      try {
        const confirmed = await confirmBooking(payment.paymentIntentId);
        requested = confirmed.outcome === 'requested' || confirmed.outcome === 'already-requested';
      } catch (error) {
        const status = errorStatus(error);
        // The server refused this payment (and refunded it): say why and stay.
        if (status !== null && status >= 400 && status < 500) {
          toast({ title: t('processFailed'), description: serverText(error, t('tryAgain')), variant: 'destructive' });
          return;
        }
        // Network or server trouble: the payment went through and Stripe's webhook confirms the
        // booking; the success page waits for it.
      }
      clearPendingBooking();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/listings'] }),
      ]);
      toast(
        requested
          ? { title: t('requestSent'), description: t('requestSentBody') }
          : { title: t('confirmed'), description: t('confirmedBody') },
      );
      navigate(`/app/booking-success?id=${encodeURIComponent(payment.paymentIntentId)}`);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lock aria-hidden="true" className="size-5 text-muted-foreground" />
          {t('payment')}
        </CardTitle>
        <CardDescription>
          {/* A declined payment gives the nights back; they are booked again when a card succeeds. */}
          {cardError ? t('tryAnotherCard') : t('heldUntil', { time: heldUntil })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          aria-label={t('cardPayment')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirmAndPay();
          }}
        >
          {testMode ? <TestCardHint /> : null}
          {config.localApiUrl ? (
            <LocalCardForm
              apiUrl={config.localApiUrl}
              publishableKey={config.publishableKey}
              clientSecret={payment.clientSecret}
              confirmer={confirmer}
              disabled={processing}
            />
          ) : (
            <Suspense fallback={<Skeleton className="h-16 w-full" />}>
              <StripeCardForm publishableKey={config.publishableKey} clientSecret={payment.clientSecret} confirmer={confirmer} />
            </Suspense>
          )}
          {cardError ? (
            <p role="alert" className="rounded-md bg-destructive-soft px-3 py-2 text-sm font-medium text-destructive">
              {cardError}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={processing} loading={cancelling} onClick={() => void cancel()}>
              {t('cancel')}
            </Button>
            <Button type="submit" size="lg" loading={processing} disabled={cancelling}>
              {processing ? t('submitting', { mode: payment.bookingMode }) : t('submit', { mode: payment.bookingMode })}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function PaymentCardSkeleton() {
  const t = useT('checkout');
  return (
    <Card role="status" aria-label={t('preparing')}>
      <CardHeader>
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-4 w-56" />
      </CardHeader>
      <CardContent className="grid gap-3">
        <Skeleton className="h-10 w-full" />
        <div className="grid grid-cols-2 gap-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
        <Skeleton className="h-12 w-full" />
      </CardContent>
    </Card>
  );
}
