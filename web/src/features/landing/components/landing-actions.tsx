import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { loadNamespaces } from '../../../lib/i18n';
import type { LandingModalProps } from './landing-modal-props';

/*
 * The two calls to action of the landing page (Join the Waitlist, Request a Demo) open modals
 * from a dozen places: one provider owns them. The modals are their own chunks, fetched on the
 * first click (or earlier, see `preloadModals`), so the page's first load carries no dialog or
 * form code.
 */
// With their texts (the `public` catalog, ADR 0171: not in the page's first script).
const withTexts = <M,>(module: Promise<M>) => Promise.all([module, loadNamespaces(['public']).catch(() => undefined)]).then(([m]) => m);
const loadWaitlistModal = () => withTexts(import('./waitlist-modal'));
const loadDemoRequestModal = () => withTexts(import('./demo-request-modal'));
const WaitlistModal = lazy(() => loadWaitlistModal().then((m) => ({ default: m.WaitlistModal })));
const DemoRequestModal = lazy(() => loadDemoRequestModal().then((m) => ({ default: m.DemoRequestModal })));

/** Starts fetching the modal chunks before a click lands (pointer over or focus on a button). */
export function preloadModals(): void {
  void loadWaitlistModal();
  void loadDemoRequestModal();
}

interface LandingActions {
  openWaitlist: () => void;
  openDemo: () => void;
}

const LandingActionsContext = createContext<LandingActions | null>(null);

export function useLandingActions(): LandingActions {
  const actions = useContext(LandingActionsContext);
  if (!actions) throw new Error('useLandingActions needs <LandingActionsProvider>');
  return actions;
}

type Modal = 'waitlist' | 'demo';


export function LandingActionsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Modal | null>(null);
  // A modal stays mounted after its first opening, so closing can animate and reset after 300 ms.
  const [mounted, setMounted] = useState<ReadonlySet<Modal>>(new Set());
  const opener = useRef<HTMLElement | null>(null);
  const openRef = useRef<Modal | null>(null);

  const show = useCallback((modal: Modal) => {
    // Going from one modal to the other keeps the element that opened the first.
    if (openRef.current === null && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    openRef.current = modal;
    setMounted((previous) => (previous.has(modal) ? previous : new Set(previous).add(modal)));
    setOpen(modal);
  }, []);
  const actions = useMemo<LandingActions>(() => ({ openWaitlist: () => show('waitlist'), openDemo: () => show('demo') }), [show]);

  const propsFor = (modal: Modal): LandingModalProps => ({
    open: open === modal,
    onOpenChange: (next) => {
      if (next) return show(modal);
      if (openRef.current === modal) {
        openRef.current = null;
        setOpen(null);
      }
    },
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      if (openRef.current === null) opener.current?.focus({ preventScroll: true });
    },
  });

  return (
    <LandingActionsContext.Provider value={actions}>
      {children}
      {/* One boundary per modal: loading the second must not hide the first. */}
      <Suspense fallback={null}>
        {mounted.has('waitlist') ? <WaitlistModal {...propsFor('waitlist')} onRequestDemo={actions.openDemo} /> : null}
      </Suspense>
      <Suspense fallback={null}>{mounted.has('demo') ? <DemoRequestModal {...propsFor('demo')} /> : null}</Suspense>
    </LandingActionsContext.Provider>
  );
}
