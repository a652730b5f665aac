import { useRef, type MouseEvent, type RefObject } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { overlayClasses } from '../../../components/ui/dialog';
import { Logo } from '../../../components/logo';
import { useT } from '../../../lib/i18n';
import { scrollToSection } from '../utils/scroll-to-section';
import { useLandingActions } from './landing-actions';
import { NAV_ITEMS } from './nav-items';

type Choice = { kind: 'section'; id: string } | { kind: 'waitlist' } | { kind: 'demo' };

/**
 * The slide-in panel behind the menu toggle on small screens: the same anchors and buttons as
 * the bar. A choice closes the panel first; the scroll or the modal follows once it has closed,
 * so the page is unlocked and focus lands where the visitor went.
 */
interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu toggle: focus returns there (it is not a Radix trigger, as this panel loads lazily). */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/** Keyframes for the slide; the global reduced-motion rule shortens them to nothing. */
const SLIDE_KEYFRAMES =
  '@keyframes worknest-slide-in{from{transform:translateX(100%)}}@keyframes worknest-slide-out{to{transform:translateX(100%)}}';

export function MobileMenu({ open, onOpenChange, toggleRef }: MobileMenuProps) {
  const t = useT('landing');
  const tp = useT('public');
  const { openWaitlist, openDemo } = useLandingActions();
  const choice = useRef<Choice | null>(null);

  function choose(next: Choice) {
    choice.current = next;
    onOpenChange(false);
  }

  function onSectionClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
    event.preventDefault();
    choose({ kind: 'section', id });
  }

  function afterClose(event: Event) {
    event.preventDefault();
    const next = choice.current;
    choice.current = null;
    if (next?.kind === 'section') return scrollToSection(next.id);
    toggleRef.current?.focus({ preventScroll: true });
    if (next?.kind === 'waitlist') openWaitlist();
    if (next?.kind === 'demo') openDemo();
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <style href="worknest-mobile-menu" precedence="default">
        {SLIDE_KEYFRAMES}
      </style>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content
          onCloseAutoFocus={afterClose}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 border-l border-border bg-background p-6 shadow-lg data-[state=closed]:animate-[worknest-slide-out_200ms_ease-in] data-[state=open]:animate-[worknest-slide-in_250ms_ease-out]"
        >
          <div className="flex items-center justify-between">
            <Logo />
            <DialogPrimitive.Close
              aria-label={tp('menu.close')}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Title className="sr-only">{tp('menu.title')}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">{tp('menu.description')}</DialogPrimitive.Description>
          <nav aria-label={tp('menu.nav')}>
            <ul className="grid gap-1">
              {NAV_ITEMS.map((item) => (
                <li key={item.id}>
                  <a
                    href={`#${item.id}`}
                    onClick={(event) => onSectionClick(event, item.id)}
                    className="block rounded-md px-3 py-3 text-base font-medium text-foreground hover:bg-accent"
                  >
                    {t(item.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto grid gap-3">
            <Button size="lg" variant="outline" onClick={() => choose({ kind: 'demo' })}>
              {t('cta.demo')}
            </Button>
            <Button size="lg" onClick={() => choose({ kind: 'waitlist' })}>
              {t('cta.waitlist')}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
