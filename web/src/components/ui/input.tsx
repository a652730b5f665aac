import type { ComponentProps } from 'react';
import { joinClasses } from '../../lib/join-classes';

export const controlClasses =
  'w-full rounded-md border border-input bg-card text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  // Joined only when the caller adds classes (lib/join-classes.ts, ADR 0199).
  const classes = className ? joinClasses(controlClasses, 'h-10 px-3', className) : `${controlClasses} h-10 px-3`;
  return <input type={type} className={classes} {...props} />;
}

/** A work e-mail field: the keyboard, autofill and spelling settings every e-mail input here shares. */
export function EmailInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input type="email" name="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} placeholder="you@company.com" {...props} />;
}
