import { useLayoutEffect, useRef } from 'react';
import { LANDING } from '@worknest/shared/constants';

/**
 * Runs `reset` 300 ms after a modal closes (SPEC.md §4: the closing animation shows the content
 * it had). Reopened sooner, the modal resets at once, before it paints, so it never shows the
 * previous visit's form or success.
 */
export function useResetAfterClose(open: boolean, reset: () => void): void {
  const latestReset = useRef(reset);
  latestReset.current = reset;
  const pending = useRef(false);

  useLayoutEffect(() => {
    if (open) {
      if (pending.current) {
        pending.current = false;
        latestReset.current();
      }
      return;
    }
    pending.current = true;
    const timer = setTimeout(() => {
      pending.current = false;
      latestReset.current();
    }, LANDING.formResetDelayMs);
    return () => clearTimeout(timer);
  }, [open]);
}
