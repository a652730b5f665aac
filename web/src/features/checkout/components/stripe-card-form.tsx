import { useMemo } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { CardConfirmerRef } from './card-confirmer';
import { isCardAccepted } from '../utils/confirm-card-locally';
import { useT } from '../../../lib/i18n';
import { cardErrorText } from '../../../lib/card-error-text';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** Stripe.js, loaded once per key, only when a real publishable key asks for it. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => null);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  confirmer: CardConfirmerRef;
}

/** Stripe Elements' card field, confirmed with `confirmCardPayment` (a 3-D Secure check opens in place, no redirect). */
export function StripeCardForm({ publishableKey, clientSecret, confirmer }: StripeCardFormProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <CardField clientSecret={clientSecret} confirmer={confirmer} />
    </Elements>
  );
}

function CardField({ clientSecret, confirmer }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const t = useT('checkout');
  const stripe = useStripe();
  const elements = useElements();
  confirmer.current = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return { status: 'error' };
    const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    if (error) {
      return error.type === 'card_error' || error.type === 'validation_error'
        ? { status: 'failed', message: cardErrorText(error, t('card.declined')) }
        : { status: 'error' };
    }
    return isCardAccepted(paymentIntent?.status) ? { status: 'succeeded' } : { status: 'error' };
  };
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium">{t('card.details')}</span>
      <div className="rounded-md border border-input bg-card px-3 py-3 shadow-xs">
        <CardElement options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: '#1f2a2a' } } }} />
      </div>
    </div>
  );
}
