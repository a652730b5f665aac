import type { ComponentProps } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { cn } from '../../lib/utils';

/**
 * Radix Popover, styled: focus moves in when it opens and back to the trigger when it closes,
 * Escape and a click outside close it.
 * `<Popover><PopoverTrigger asChild><Button>Filters</Button></PopoverTrigger><PopoverContent>…</PopoverContent></Popover>`
 */
export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;

export function PopoverContent({ className, align = 'start', sideOffset = 8, ...props }: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-h-[var(--radix-popover-content-available-height)] overflow-y-auto rounded-xl border border-border bg-card p-4 text-card-foreground shadow-lg focus-visible:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
