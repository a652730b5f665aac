import { useEffect, useState } from 'react';

/**
 * True once `ready` has been true and the browser has then had an idle moment (or `timeoutMs`
 * passed): for code a page shows but does not need for its first paint (issue 31: the listings
 * grid's Dates and Filters controls load after the grid has its answer, not with the page). It
 * stays true afterwards.
 */
export function useIdleAfter(ready: boolean, timeoutMs = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 1);
    return () => window.clearTimeout(timer);
  }, [ready, idle, timeoutMs]);
  return idle;
}
