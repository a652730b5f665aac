import { CreditCard } from 'lucide-react';
import { useT } from '../../../lib/i18n';

/** Test mode only (a `pk_test_` key or the local emulator): which cards to type (SPEC.md §2). */
export function TestCardHint() {
  const t = useT('checkout');
  // The card numbers stand apart (monospace, unbroken) in every language: {good} and {declined}.
  const parts = t('testMode.body', { good: '\u0000', declined: '\u0001' }).split(/(\u0000|\u0001)/);
  return (
    <div className="flex gap-3 rounded-md border border-dashed border-border bg-secondary/50 px-3 py-2 text-sm">
      <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <p>
        <span className="font-medium">{t('testMode.title')}</span>{' '}
        {parts.map((part, index) =>
          part === '\u0000' || part === '\u0001' ? (
            <span key={index} className="font-mono whitespace-nowrap">
              {part === '\u0000' ? '4242 4242 4242 4242' : '4000 0000 0000 0002'}
            </span>
          ) : (
            part
          ),
        )}
      </p>
    </div>
  );
}
