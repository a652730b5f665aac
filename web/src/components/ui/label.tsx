import type { ComponentProps } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { joinClasses } from '../../lib/join-classes';

const labelClasses = 'text-sm leading-5 font-medium text-foreground select-none peer-disabled:opacity-70';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  // Joined only when the caller adds classes (lib/join-classes.ts, ADR 0199).
  return <LabelPrimitive.Root className={className ? joinClasses(labelClasses, className) : labelClasses} {...props} />;
}
