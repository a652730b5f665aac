import { useMemo, type RefObject } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { SetupConfirmer } from '../utils/confirm-setup-locally';
import { translate, useT } from '../../../lib/i18n';
import { cardErrorText } from '../../../lib/card-error-text';

/** Stripe Elements' card field, confirmed with `confirmCardSetup` (a 3-D Secure check opens in place). */
export function StripeSetupField({ publishableKey, confirmer }: { publishableKey: string; confirmer: RefObject<SetupConfirmer | null> }) {
  const stripe = useMemo(() => loadStripe(publishableKey).catch(() => null), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <SetupField confirmer={confirmer} />
    </Elements>
  );
}

function SetupField({ confirmer }: { confirmer: RefObject<SetupConfirmer | null> }) {
  const t = useT('billing');
  const stripe = useStripe();
  const elements = useElements();
  confirmer.current = async (clientSecret) => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return { status: 'error' };
    const { error, setupIntent } = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
    if (error) {
      return error.type === 'card_error' || error.type === 'validation_error' ? { status: 'failed', message: cardErrorText(error, translate('billing', 'card.declined')) } : { status: 'error' };
    }
    return setupIntent?.status === 'succeeded' ? { status: 'succeeded' } : { status: 'error' };
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
