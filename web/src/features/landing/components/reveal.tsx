import { useEffect, useRef, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { LANDING } from '@worknest/shared/constants';
import { prefersReducedMotion } from '../utils/scroll-to-section';

type RevealDelay = 0 | (typeof LANDING.revealDelaysMs)[number];

interface RevealProps {
  children: ReactNode;
  /** ms before the fade starts: 0, 200 or 400 (SPEC.md §9). */
  delay?: RevealDelay;
  className?: string;
}

/**
 * Fades and slides its content in once, when 10 % of it is visible (SPEC.md §4). Visitors who
 * prefer reduced motion, and browsers without IntersectionObserver, see it at once.
 */
export function Reveal({ children, delay = 0, className }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const [animate, setAnimate] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      setAnimate(false);
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { threshold: LANDING.revealThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      data-reveal={shown ? 'shown' : 'hidden'}
      style={animate && delay ? { transitionDelay: `${delay}ms` } : undefined}
      className={clsx(
        animate && 'transition-[opacity,translate] duration-700 ease-out',
        shown ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0',
        className,
      )}
    >
      {children}
    </div>
  );
}
