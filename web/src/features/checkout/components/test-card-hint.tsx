import { CreditCard } from 'lucide-react';

/** Test mode only (a `pk_test_` key or the local emulator): which cards to type (SPEC.md §2). */
export function TestCardHint() {
  return (
    <div className="flex gap-3 rounded-md border border-dashed border-border bg-secondary/50 px-3 py-2 text-sm">
      <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <p>
        <span className="font-medium">Test mode:</span> pay with card <span className="font-mono whitespace-nowrap">4242 4242 4242 4242</span>, any future
        expiry date and any CVC. <span className="font-mono whitespace-nowrap">4000 0000 0000 0002</span> is declined.
      </p>
    </div>
  );
}
