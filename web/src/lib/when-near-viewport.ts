import { createElement, Suspense, startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIdleAfter } from './use-idle-after';

/** How close to the viewport (px, beyond its bottom edge) a part starts loading: about one phone screen. */
const NEAR_MARGIN_PX = 600;

/**
 * True once the element `ref` points at has come within `marginPx` of the viewport (it stays true).
 * Without IntersectionObserver (old browsers), true at once.
 */
export function useNearViewport(ref: { current: Element | null }, marginPx = NEAR_MARGIN_PX): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      // A transition (ADR 0198): what comes into view renders in slices, not in one blocking task.
      if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
    }, { rootMargin: `${marginPx}px 0px ${marginPx}px 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, marginPx]);
  return near;
}

/**
 * Renders `fallback` (a placeholder of the same size) until the browser has had an idle moment after
 * the first paint AND the place is scrolled near the viewport, then `children` (issue 31): for heavy
 * parts below the first screen whose code also does heavy work when it mounts. The listing page's map
 * (MapLibre: about 230 KB gzip and seconds of main-thread time on a phone to start its WebGL map) was
 * the page's Total Blocking Time even though a visitor who never scrolls to it never sees it. A
 * member who scrolls down gets it as before: loading starts about a screen before it comes into view.
 */
export function WhenNearViewport({ fallback, children, marginPx }: { fallback: ReactNode; children: ReactNode; marginPx?: number }): ReactNode {
  const anchor = useRef<HTMLDivElement>(null);
  const idle = useIdleAfter(true);
  const near = useNearViewport(anchor, marginPx);
  if (idle && near) return createElement(Suspense, { fallback }, children);
  return createElement('div', { ref: anchor, 'data-near-viewport': 'waiting' }, fallback);
}
