import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { serverText, useT } from '../../../lib/i18n';
import { formatCardNumber, formatCvc, formatExpiry, parseCard } from '../../../lib/card-input';
import { cardErrorText } from '../../../lib/card-error-text';
import { startCardSetup, usePaymentsConfig } from '../api/company-billing';
import { confirmSetupLocally, type SetupConfirmer } from '../utils/confirm-setup-locally';

const StripeSetupField = lazy(() => import('./stripe-setup-field').then((m) => ({ default: m.StripeSetupField })));

/**
 * HR puts the company card on file (issue 34): a SetupIntent from the server, confirmed in the
 * browser by the local card form against the emulator (as checkout does) or by Stripe Elements'
 * confirmCardSetup. The card is recorded when Stripe's `setup_intent.succeeded` reaches the webhook.
 */
export function CompanyCardForm({ onSaved }: { onSaved: () => void }) {
  const t = useT('billing');
  const config = usePaymentsConfig();
  const id = useId();
  const confirmer = useRef<SetupConfirmer | null>(null);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (config.isPending) return <Skeleton className="h-24 w-full" />;
  if (config.isError) return <p role="alert" className="text-sm text-destructive">{t('card.formFailed')}</p>;
  const { localApiUrl, publishableKey } = config.data;

  if (localApiUrl) {
    confirmer.current = async (clientSecret) => {
      const parsed = parseCard({ number, expiry, cvc });
      if ('error' in parsed) return { status: 'failed', message: cardErrorText({ message: parsed.error }, parsed.error) };
      return confirmSetupLocally({ apiUrl: localApiUrl, publishableKey, clientSecret, card: parsed.card });
    };
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaving(true);
    try {
      const { clientSecret } = await startCardSetup();
      const result = (await confirmer.current?.(clientSecret)) ?? { status: 'error' as const };
      if (result.status === 'succeeded') onSaved();
      else setError(result.status === 'failed' ? result.message : t('card.saveFailed'));
    } catch (failure) {
      setError(serverText(failure, t('card.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-3" aria-label={t('card.title')}>
      {localApiUrl ? (
        <fieldset className="grid gap-3" disabled={saving}>
          <legend className="sr-only">{t('card.details')}</legend>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-number`}>{t('card.number')}</Label>
            <Input id={`${id}-number`} name="cardnumber" autoComplete="cc-number" inputMode="numeric" placeholder="1234 1234 1234 1234" value={number} onChange={(event) => setNumber(formatCardNumber(event.target.value))} />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-expiry`}>{t('card.expiry')}</Label>
              <Input id={`${id}-expiry`} name="exp-date" autoComplete="cc-exp" inputMode="numeric" placeholder={t('card.expiryPlaceholder')} value={expiry} onChange={(event) => setExpiry(formatExpiry(event.target.value))} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-cvc`}>{t('card.cvc')}</Label>
              <Input id={`${id}-cvc`} name="cvc" autoComplete="cc-csc" inputMode="numeric" placeholder="123" value={cvc} onChange={(event) => setCvc(formatCvc(event.target.value))} />
            </div>
          </div>
          <p className="text-sm text-muted-foreground">
            {t('card.testMode', { works: '4242 4242 4242 4242', asks: '4000 0027 6000 3184' })}
          </p>
        </fieldset>
      ) : (
        <Suspense fallback={<Skeleton className="h-12 w-full" />}>
          <StripeSetupField publishableKey={publishableKey} confirmer={confirmer} />
        </Suspense>
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? t('card.savingCard') : t('card.save')}
        </Button>
      </div>
    </form>
  );
}
