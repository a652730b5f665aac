import { useEffect, useRef, useState } from 'react';

/**
 * True while the page is scrolled beyond `thresholdPx` and the last movement was upwards (the
 * sticky mobile bar of SPEC.md §4). Scrolling down or back above the threshold hides it.
 */
export function useScrollingUpPast(thresholdPx: number): boolean {
  const [visible, setVisible] = useState(false);
  const lastY = useRef(0);
  useEffect(() => {
    lastY.current = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      if (y === lastY.current) return;
      setVisible(y > thresholdPx && y < lastY.current);
      lastY.current = y;
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return visible;
}
