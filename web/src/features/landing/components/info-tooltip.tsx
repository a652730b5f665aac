import { useEffect, useId, useRef, useState } from 'react';
import { Info } from 'lucide-react';
import { clsx } from 'clsx';
import { LANDING } from '@worknest/shared/constants';

/** When the last info tooltip closed: within the skip delay the next one opens at once. */
let lastClosedAt = 0;

/**
 * An info button with a tooltip (Security and trust cards). The same contract as the UI kit's
 * Radix tooltip (opens 700 ms after the pointer arrives, at once within 300 ms of another one
 * closing, at once on keyboard focus; Escape closes), plus a tap toggle for touch screens. It
 * exists because the Radix version brings a positioning engine (~11 KB gzip) into the landing
 * page's first load for two fixed-position bubbles.
 */
export function InfoTooltip({ label, children }: { label: string; children: string }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tooltipId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  function show(delay: number) {
    clearTimeout(timer.current);
    const skip = Date.now() - lastClosedAt < LANDING.tooltipSkipDelayMs;
    if (delay === 0 || skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  }

  function hide() {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  }

  return (
    <span className="relative inline-flex" onPointerEnter={(e) => e.pointerType === 'mouse' && show(LANDING.tooltipDelayMs)} onPointerLeave={hide}>
      <button
        type="button"
        aria-label={label}
        aria-describedby={tooltipId}
        data-state={open ? 'open' : 'closed'}
        onFocus={(event) => {
          // Keyboard focus opens at once; focus from a mouse click is handled by onClick.
          if (event.target.matches(':focus-visible')) show(0);
        }}
        onBlur={hide}
        onClick={() => (open ? hide() : show(0))}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
        className="-m-2 inline-flex size-10 shrink-0 cursor-help items-center justify-center rounded-full text-muted-foreground hover:text-primary"
      >
        <Info aria-hidden="true" className="size-5" />
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        hidden={!open}
        className={clsx(
          'absolute right-0 bottom-full z-20 mb-2 w-72 max-w-[calc(100vw-3rem)] rounded-md bg-foreground px-3 py-2 text-left text-sm font-normal text-background shadow-md',
          open && 'animate-fade-in',
        )}
      >
        {children}
      </span>
    </span>
  );
}
