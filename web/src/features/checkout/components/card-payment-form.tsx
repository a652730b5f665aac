import { lazy, Suspense, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import type { ConfirmBookingRequest, PaymentIntentResponse, PaymentsConfig, PendingBooking } from '@worknest/shared/booking';
import { dates } from '@worknest/shared/format-dates';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { errorStatus } from '../../../lib/api-request';
import { serverText, useT } from '../../../lib/i18n';
import { cancelCheckout } from '../api/cancel-checkout';
import { confirmBooking } from '../api/confirm-booking';
import { cardPaymentResolver, type CardPaymentFormValues } from '../utils/card-payment-form';
import { clearPendingBooking } from '../utils/pending-booking';
import type { CardConfirmer } from './card-confirmer';
import { LocalCardForm } from './local-card-form';
import { TestCardHint } from './test-card-hint';

// Stripe Elements only load with a real publishable key, never against the local emulator.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

interface CardPaymentFormProps {
  pending: PendingBooking;
  payment: PaymentIntentResponse;
  config: PaymentsConfig;
}

/**
 * The checkout's card form and Confirm & Pay (Send request on a request listing), on
 * react-hook-form (ADR 0189). The card's boxes are the payment provider's (Stripe's Element, or the
 * local emulator's stand-in): they check the card themselves, and a refused card is the form's
 * message (`errors.root`, the provider's words). The body sent after the card
 * (`POST /api/bookings/confirm`) is checked with the route's schema first, so no card is charged
 * for a body the server would refuse. Submitting is react-hook-form's `isSubmitting`.
 */
export function CardPaymentForm({ pending, payment, config }: CardPaymentFormProps) {
  const t = useT('checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmer = useRef<CardConfirmer>(null);
  const [cancelling, setCancelling] = useState(false);
  const form = useForm<CardPaymentFormValues, unknown, ConfirmBookingRequest>({ defaultValues: {}, resolver: cardPaymentResolver(payment.paymentIntentId) });
  const { errors, isSubmitting: processing } = form.formState;
  const cardError = errors.root?.type === 'card' ? errors.root.message : undefined;
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

  async function confirmAndPay(body: ConfirmBookingRequest) {
    if (!confirmer.current || cancelling) return;
    const card = await confirmer.current();
    if (card.status === 'failed') {
      form.setError('root', { type: 'card', message: card.message });
      toast({ title: t('paymentFailed'), description: card.message, variant: 'destructive' });
      return;
    }
    if (card.status === 'error') {
      toast({ title: t('processFailed'), description: t('notCharged'), variant: 'destructive' });
      return;
    }
    let requested = false;
    try {
      const confirmed = await confirmBooking(body.paymentIntentId);
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
        <form className="grid gap-4" aria-label={t('cardPayment')} noValidate onSubmit={(event) => void form.handleSubmit(confirmAndPay)(event)}>
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
          {/* The card's refusal in the provider's words; a schema issue of the body (a held payment's id the server would refuse, never expected) before any card is charged. */}
          {errors.root ? <FormAlert>{cardError ?? t('notCharged')}</FormAlert> : null}
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
