import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled more than `thresholdPx`. It re-renders only when the answer
 * flips, not on every scroll event.
 */
export function useScrolledPast(thresholdPx: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return past;
}
