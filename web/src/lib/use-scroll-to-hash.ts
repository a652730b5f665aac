import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the URL's `#fragment` names into view once it is on the page: a calendar
 * event links to one stay's card (`/app/profile#stay-<id>`, shared/stay-links.ts), but the
 * browser's own jump happens before a list loaded by a query renders. `content` changes when the
 * list does (its length); each fragment is scrolled to once, so later renders leave the page be.
 */
export function useScrollToHash(content: unknown): void {
  const { hash } = useLocation();
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!hash || scrolledTo.current === hash) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!element) return;
    scrolledTo.current = hash;
    element.scrollIntoView({ block: 'start' });
  }, [hash, content]);
}
