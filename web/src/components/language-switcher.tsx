import { lazy, Suspense } from 'react';
import { useIdleAfter } from '../lib/use-idle-after';
import type { LanguageMenuProps } from './language-menu';

/** The menu (Radix DropdownMenu) loads after the page's first paint (issue 31's first-render budgets). */
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/**
 * Issue 40: the language switcher of the header and the footer (see language-menu.tsx). Until
 * its code has loaded, an empty box of its size holds its place, so nothing moves when it comes.
 */
export function LanguageSwitcher(props: LanguageMenuProps) {
  const idle = useIdleAfter(true, 800);
  const placeholder = <span aria-hidden="true" className="inline-block h-9 w-16" />;
  return idle ? (
    <Suspense fallback={placeholder}>
      <LanguageMenu {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}
