import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { serverMessage } from '../../../lib/api-request';
import { formatCardNumber, formatCvc, formatExpiry, parseCard } from '../../../lib/card-input';
import { startCardSetup, usePaymentsConfig } from '../api/company-billing';
import { confirmSetupLocally, type SetupConfirmer } from '../utils/confirm-setup-locally';

const StripeSetupField = lazy(() => import('./stripe-setup-field').then((m) => ({ default: m.StripeSetupField })));

/**
 * HR puts the company card on file (issue 34): a SetupIntent from the server, confirmed in the
 * browser by the local card form against the emulator (as checkout does) or by Stripe Elements'
 * confirmCardSetup. The card is recorded when Stripe's `setup_intent.succeeded` reaches the webhook.
 */
export function CompanyCardForm({ onSaved }: { onSaved: () => void }) {
  const config = usePaymentsConfig();
  const id = useId();
  const confirmer = useRef<SetupConfirmer | null>(null);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (config.isPending) return <Skeleton className="h-24 w-full" />;
  if (config.isError) return <p role="alert" className="text-sm text-destructive">The card form could not load. Please reload the page.</p>;
  const { localApiUrl, publishableKey } = config.data;

  if (localApiUrl) {
    confirmer.current = async (clientSecret) => {
      const parsed = parseCard({ number, expiry, cvc });
      if ('error' in parsed) return { status: 'failed', message: parsed.error };
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
      else setError(result.status === 'failed' ? result.message : 'The card could not be saved. Please try again.');
    } catch (failure) {
      setError(serverMessage(failure, 'The card could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Company card">
      {localApiUrl ? (
        <fieldset className="grid gap-3" disabled={saving}>
          <legend className="sr-only">Card details</legend>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-number`}>Card number</Label>
            <Input id={`${id}-number`} name="cardnumber" autoComplete="cc-number" inputMode="numeric" placeholder="1234 1234 1234 1234" value={number} onChange={(event) => setNumber(formatCardNumber(event.target.value))} />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-expiry`}>Expiry date</Label>
              <Input id={`${id}-expiry`} name="exp-date" autoComplete="cc-exp" inputMode="numeric" placeholder="MM / YY" value={expiry} onChange={(event) => setExpiry(formatExpiry(event.target.value))} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-cvc`}>CVC</Label>
              <Input id={`${id}-cvc`} name="cvc" autoComplete="cc-csc" inputMode="numeric" placeholder="123" value={cvc} onChange={(event) => setCvc(formatCvc(event.target.value))} />
            </div>
          </div>
          <p className="text-sm text-muted-foreground">
            Test mode: <span className="font-mono whitespace-nowrap">4242 4242 4242 4242</span> works;{' '}
            <span className="font-mono whitespace-nowrap">4000 0027 6000 3184</span> is saved but asks for authentication on every stay.
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
          {saving ? 'Saving card…' : 'Save card'}
        </Button>
      </div>
    </form>
  );
}
