import { useId, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useT } from '../../../lib/i18n';
import { formatCardNumber, formatCvc, formatExpiry, parseCard } from '../../../lib/card-input';
import { confirmCardLocally } from '../utils/confirm-card-locally';
import type { CardConfirmerRef } from './card-confirmer';

interface LocalCardFormProps {
  apiUrl: string;
  publishableKey: string;
  clientSecret: string;
  confirmer: CardConfirmerRef;
  disabled?: boolean;
}

/**
 * The card form against the local Stripe emulator, where Stripe.js cannot load (no internet):
 * the same fields as Stripe's card Element, confirming through the emulator as Stripe.js would.
 */
/** parseCard's messages (lib/card-input, Stripe's words) as `checkout` catalog keys. */
const CARD_ERRORS: Record<string, string> = {
  'Your card number is incomplete.': 'card.numberIncomplete',
  "Your card's expiration date is incomplete.": 'card.expiryIncomplete',
  "Your card's expiration date is invalid.": 'card.expiryInvalid',
  "Your card's security code is incomplete.": 'card.cvcIncomplete',
};

export function LocalCardForm({ apiUrl, publishableKey, clientSecret, confirmer, disabled }: LocalCardFormProps) {
  const t = useT('checkout');
  const id = useId();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');

  confirmer.current = async () => {
    const parsed = parseCard({ number, expiry, cvc });
    if ('error' in parsed) return { status: 'failed', message: CARD_ERRORS[parsed.error] ? t(CARD_ERRORS[parsed.error]!) : parsed.error };
    return confirmCardLocally({ apiUrl, publishableKey, clientSecret, card: parsed.card });
  };

  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="sr-only">{t('card.details')}</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-number`}>{t('card.number')}</Label>
        <Input
          id={`${id}-number`}
          name="cardnumber"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          value={number}
          onChange={(event) => setNumber(formatCardNumber(event.target.value))}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-expiry`}>{t('card.expiry')}</Label>
          <Input
            id={`${id}-expiry`}
            name="exp-date"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder={t('card.expiryPlaceholder')}
            value={expiry}
            onChange={(event) => setExpiry(formatExpiry(event.target.value))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-cvc`}>{t('card.cvc')}</Label>
          <Input
            id={`${id}-cvc`}
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            value={cvc}
            onChange={(event) => setCvc(formatCvc(event.target.value))}
          />
        </div>
      </div>
    </fieldset>
  );
}
