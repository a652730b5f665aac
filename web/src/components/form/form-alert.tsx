import type { ReactNode } from 'react';

/** A form's own message, not a field's (a declined card, a refused booking: react-hook-form's `errors.root`), announced when it shows. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md bg-destructive-soft px-3 py-2 text-sm font-medium text-destructive">
      {children}
    </p>
  );
}
