import type { ComponentProps } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '../../lib/utils';

const labelClasses = 'text-sm leading-5 font-medium text-foreground select-none peer-disabled:opacity-70';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  // Merged only when the caller adds classes (tailwind-merge stays off the landing page's first render).
  return <LabelPrimitive.Root className={className ? cn(labelClasses, className) : labelClasses} {...props} />;
}
