import { Suspense, type ReactNode } from 'react';
import { useIdleAfter } from '../lib/use-idle-after';

/**
 * Renders `fallback` (a skeleton of the same size) at first paint and `children` once the browser
 * has had an idle moment after it (issue 31): for a page's parts below its first screen whose code
 * is a lazy chunk. Their chunk is then not fetched before the page renders, so
 * `npm run bench -- web-routes` rightly leaves it out of the page's count.
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const idle = useIdleAfter(true);
  return idle ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
