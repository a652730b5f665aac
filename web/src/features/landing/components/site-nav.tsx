import { lazy, Suspense, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { clsx } from 'clsx';
import { LANDING } from '@worknest/shared/constants';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Logo } from '../../../components/logo';
import { loadNamespaces, useT } from '../../../lib/i18n';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { DemoButton, WaitlistButton } from './cta-buttons';
import { NAV_ITEMS } from './nav-items';
import { SectionLink } from './section-link';

// With its texts (the `public` catalog: not in the page's first script, ADR 0171).
const loadMobileMenu = () => Promise.all([import('./mobile-menu'), loadNamespaces(['public']).catch(() => undefined)]).then(([m]) => m);
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/**
 * The navigation bar (SPEC.md §2): hidden at the top of the page, it slides in once the page is
 * scrolled more than 20 px. While hidden it is inert, so keyboard users never tab into it.
 */
export function SiteNav() {
  const t = useT('landing');
  const visible = useScrolledPast(LANDING.navThresholdPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  function openMenu() {
    setMenuLoaded(true);
    setMenuOpen(true);
  }

  return (
    <header
      data-testid="site-nav"
      data-visible={visible}
      inert={!visible}
      className={clsx(
        'fixed inset-x-0 top-0 z-40 border-b border-border bg-background/95 shadow-sm backdrop-blur transition-[translate,opacity,visibility] duration-300',
        visible ? 'visible translate-y-0 opacity-100' : 'invisible -translate-y-full opacity-0',
      )}
    >
      <nav aria-label={t('nav.label')} className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <SectionLink to="top" className="rounded-md" aria-label={t('nav.top')}>
          <Logo />
        </SectionLink>
        <ul className="hidden flex-1 items-center justify-center gap-1 lg:flex">
          {NAV_ITEMS.map((item) => (
            <li key={item.id}>
              <SectionLink
                to={item.id}
                className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
              >
                {t(item.label)}
              </SectionLink>
            </li>
          ))}
        </ul>
        <LanguageSwitcher className="ml-auto" />
        <div className="hidden items-center gap-2 lg:flex">
          <DemoButton />
          <WaitlistButton />
        </div>
        <button
          ref={toggleRef}
          type="button"
          onClick={openMenu}
          onPointerEnter={() => void loadMobileMenu()}
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-accent lg:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      </nav>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} toggleRef={toggleRef} />
        </Suspense>
      ) : null}
    </header>
  );
}
