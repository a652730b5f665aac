import type { ReactNode } from 'react';

/**
 * A stay's facts as a definition list (Check-in, Check-out, Guests, Nights...): the checkout's
 * booking summary and the success page show the same facts in the same form, laid out their own
 * way (`className` sets the grid).
 */
export function StayFacts({ facts, className }: { facts: readonly { label: string; value: ReactNode }[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label} className="grid gap-0.5">
          <dt className="text-muted-foreground">{fact.label}</dt>
          <dd className="font-medium">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
