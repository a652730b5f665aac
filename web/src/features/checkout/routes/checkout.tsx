import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { PendingBooking } from '@worknest/shared/booking';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { createPaymentIntent } from '../api/create-payment-intent';
import { usePaymentsConfig } from '../api/get-payments-config';
import { BookingSummary } from '../components/booking-summary';
import { CardPaymentForm } from '../components/card-payment-form';
import { readPendingBooking } from '../utils/pending-booking';
import { BusinessCheckout } from '../components/business-checkout';

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
            <CardPaymentForm pending={pending} payment={payment.data} config={config.data} />
          ) : (
            <PaymentCardSkeleton />
          )}
        </div>
      </div>
    </div>
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
