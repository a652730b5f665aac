import { clsx } from 'clsx';
import { DemoButton, WaitlistButton } from './cta-buttons';

/** The sticky call-to-action bar of small screens (SPEC.md §4); <BottomDock> decides when it shows. */
export function StickyMobileBar({ visible }: { visible: boolean }) {
  return (
    <div
      data-testid="sticky-mobile-bar"
      data-visible={visible}
      inert={!visible}
      className={clsx(
        'pointer-events-auto absolute inset-x-0 bottom-0 border-t border-border bg-background/95 px-4 py-3 shadow-lg backdrop-blur transition-[translate,opacity,visibility] duration-300 md:hidden',
        visible ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-full opacity-0',
      )}
    >
      <div className="mx-auto grid max-w-md grid-cols-2 gap-3">
        <DemoButton className="w-full" />
        <WaitlistButton className="w-full" />
      </div>
    </div>
  );
}
