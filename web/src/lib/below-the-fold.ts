import { createElement, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIdleAfter } from './use-idle-after';

/*
 * ADR 0198. Its own module, used by the profile alone, with its own IntersectionObserver rather
 * than when-near-viewport's hook: a module two pages import becomes a chunk of its own, and every
 * chunk of a page's module adds its file name to the entry's preload map, which a first visit to
 * `/` downloads too (the landing page's 100 KB, infra/test/web-bundle-budgets.test.ts).
 */

/** How close to the viewport (px, beyond its edges) a section starts rendering: about one phone screen. */
const NEAR_MARGIN_PX = 600;

// The member's first key press in this visit (Tab, a shortcut, find-in-page's Ctrl+F): one listener for the document.
// From then on every page of the visit renders whole: a keyboard user's Tab order never skips a section.
let keyPressed = false;
let listening = false;
const keyListeners = new Set<() => void>();
function subscribeFirstKey(listener: () => void): () => void {
  if (!listening) {
    listening = true;
    document.addEventListener(
      'keydown',
      () => {
        keyPressed = true;
        for (const notify of [...keyListeners]) notify();
      },
      { capture: true, once: true },
    );
  }
  keyListeners.add(listener);
  return () => keyListeners.delete(listener);
}

/** True once the member has pressed a key in this visit; the re-render it causes is a transition (the key's own effect comes first). */
function useFirstKeyPressed(): boolean {
  const [pressed, setPressed] = useState(keyPressed);
  useEffect(() => {
    if (pressed) return;
    if (keyPressed) {
      setPressed(true);
      return;
    }
    return subscribeFirstKey(() => startTransition(() => setPressed(true)));
  }, [pressed]);
  return pressed;
}

/**
 * A page's section below its first screen (issue 31, ADR 0198): `fallback` (a placeholder of the
 * section's size, with its loading label) until the section is scrolled within a screen of the
 * viewport after the first paint, or the member presses a key. A phone that opens the page renders
 * only what it shows; the rest renders as the member scrolls to it. The key press makes it all
 * render for keyboard use (Tab reaches every section in order) and for find-in-page. Sections
 * whose code or data is expensive to start (the listing page's map) use WhenNearViewport (lib/when-near-viewport.ts).
 */
export function BelowTheFold({ fallback, children }: { fallback: ReactNode; children: ReactNode }): ReactNode {
  const keyed = useFirstKeyPressed();
  const anchor = useRef<HTMLDivElement>(null);
  const idle = useIdleAfter(true);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || keyed || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    // A transition: what comes into view renders in slices, not in one blocking task.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
    }, { rootMargin: `${NEAR_MARGIN_PX}px 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, keyed]);
  if (keyed || (idle && near)) return createElement(Suspense, { fallback }, children);
  return createElement('div', { ref: anchor, 'data-below-the-fold': 'waiting' }, fallback);
}
