import { clsx } from 'clsx';
import { LANDING } from '@worknest/shared/constants';
import { useScrollingUpPast } from '../hooks/use-scrolling-up-past';
import { CookieBanner } from './cookie-banner';
import { StickyMobileBar } from './sticky-mobile-bar';

/**
 * The bottom of the screen: the cookie banner, and on small screens the sticky call-to-action
 * bar, which shows beyond 600 px while the visitor scrolls up (SPEC.md §4). When both show, the
 * banner moves up so neither covers the other.
 */
export function BottomDock() {
  const stickyVisible = useScrollingUpPast(LANDING.stickyBarThresholdPx);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30">
      <div className={clsx('pointer-events-auto transition-[margin] duration-300', stickyVisible && 'max-md:mb-16')}>
        <CookieBanner />
      </div>
      <StickyMobileBar visible={stickyVisible} />
    </div>
  );
}
