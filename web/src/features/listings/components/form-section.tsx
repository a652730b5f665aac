import type { ReactNode } from 'react';

/** One titled part of the Create Listing form (SPEC.md §2 lists them). */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-border pt-6 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full">
        <span className="block text-lg font-semibold">{title}</span>
        {description ? <span className="mt-0.5 block text-sm text-muted-foreground">{description}</span> : null}
      </legend>
      {children}
    </fieldset>
  );
}
