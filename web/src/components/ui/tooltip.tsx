import { createContext, useContext, type ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { LANDING } from '@worknest/shared/constants';
import { cn } from '../../lib/utils';

/**
 * Delays from SPEC.md §9 (open 700 ms, skip 300 ms). Each Tooltip brings this provider along, so
 * the app root does not need one: Radix Tooltip pulls in the positioning engine (~14 KB gzip),
 * which only pages that show a tooltip should download. Wrap a group of tooltips in one
 * TooltipProvider to share the skip delay between them.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={LANDING.tooltipDelayMs} skipDelayDuration={LANDING.tooltipSkipDelayMs}>
      <InsideProvider value={true}>{children}</InsideProvider>
    </TooltipPrimitive.Provider>
  );
}

/** True below a TooltipProvider: a Tooltip there joins it instead of bringing its own. */
const InsideProvider = createContext(false);

interface TooltipProps {
  /** The text shown on hover and keyboard focus. */
  content: ReactNode;
  /** One focusable element (a button); it gets the tooltip as its description. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
}

/** `<Tooltip content="Why we ask"><Button size="icon" aria-label="More info"><Info /></Button></Tooltip>` */
export function Tooltip({ content, children, side = 'top', className }: TooltipProps) {
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          className={cn(
            'z-50 max-w-xs rounded-md bg-foreground px-3 py-2 text-sm text-background shadow-md data-[state=delayed-open]:animate-fade-in',
            className,
          )}
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-foreground" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return useContext(InsideProvider) ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
