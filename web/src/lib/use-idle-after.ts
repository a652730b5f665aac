import { createElement, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * True once `ready` has been true and the browser has then had an idle moment (or `timeoutMs`
 * passed): for code a page shows but does not need for its first paint (issue 31: the listings
 * grid's Dates and Filters controls load after the grid has its answer, not with the page). It
 * stays true afterwards. The render it causes is a transition (ADR 0198): React renders what it
 * unveils in slices it can interrupt, not in one blocking task.
 */
export function useIdleAfter(ready: boolean, timeoutMs = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    const becomeIdle = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(becomeIdle, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(becomeIdle, 1);
    return () => window.clearTimeout(timer);
  }, [ready, idle, timeoutMs]);
  return idle;
}

/**
 * Renders `fallback` (a skeleton of the same size) at first paint and `children` once the browser
 * has had an idle moment after it (issue 31): for a page's parts below its first screen, or not
 * needed to paint it, whose code is a lazy chunk. That chunk is then not fetched before the page
 * renders, so `npm run bench -- web-routes` rightly leaves it out of the page's count. It lives
 * beside useIdleAfter so both are one small chunk.
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }): ReactNode {
  const idle = useIdleAfter(true);
  return idle ? createElement(Suspense, { fallback }, children) : fallback;
}
