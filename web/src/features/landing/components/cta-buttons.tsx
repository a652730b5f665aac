import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { buttonVariants } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { preloadModals, useLandingActions } from './landing-actions';

interface CtaProps extends Omit<ComponentProps<'button'>, 'onClick' | 'type'> {
  size?: 'default' | 'lg';
  /** White on the dark blocks (hero, closing banner, final conversion) instead of the page's colours. */
  onDark?: boolean;
  /** Layout only (e.g. `w-full`): colours come from the variant or `onDark`, never from here. */
  className?: string;
}

/*
 * The colours of the two calls to action on a dark background. Given in full instead of as
 * overrides of a variant, so the classes never conflict and need no tailwind-merge: the buttons
 * are in the landing page's first render, where merging costs more than everything else it does
 * (docs/adr/0027-first-load-javascript-budgets.md).
 */
const ON_DARK = {
  waitlist: 'bg-white text-primary shadow-xs hover:bg-secondary',
  demo: 'border border-white/60 text-white hover:bg-white/10',
} as const;

/** "Join the Waitlist": opens the waitlist modal from anywhere on the page. */
export function WaitlistButton({ children, size, onDark = false, className, ...props }: CtaProps) {
  const t = useT('landing');
  const { openWaitlist } = useLandingActions();
  const colours = onDark ? buttonVariants({ variant: null, size, className: ON_DARK.waitlist }) : buttonVariants({ size });
  return (
    <button type="button" className={clsx(colours, className)} onClick={openWaitlist} onPointerEnter={preloadModals} onFocus={preloadModals} {...props}>
      {children ?? t('cta.waitlist')}
    </button>
  );
}

/** "Request a Demo": opens the demo-request modal from anywhere on the page; outlined unless `primary`. */
export function DemoButton({ children, size, onDark = false, primary = false, className, ...props }: CtaProps & { primary?: boolean }) {
  const t = useT('landing');
  const { openDemo } = useLandingActions();
  const colours = onDark
    ? buttonVariants({ variant: null, size, className: ON_DARK.demo })
    : buttonVariants({ variant: primary ? 'default' : 'outline', size });
  return (
    <button type="button" className={clsx(colours, className)} onClick={openDemo} onPointerEnter={preloadModals} onFocus={preloadModals} {...props}>
      {children ?? t('cta.demo')}
    </button>
  );
}
