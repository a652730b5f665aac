import { lazy, Suspense } from 'react';
import { useIdleAfter } from '../lib/use-idle-after';
import { useT, useUiLocale } from '../lib/i18n';
import { cn } from '../lib/utils';
import type { LanguageMenuProps } from './language-menu';
import { Globe } from 'lucide-react';

/** The menu (Radix DropdownMenu) loads after the page's first paint (issue 31's first-render budgets). */
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/** Issue 40: the language switcher of the header and the footer (see language-menu.tsx). */
export function LanguageSwitcher(props: LanguageMenuProps) {
  const idle = useIdleAfter(true, 800);
  const placeholder = <InertLanguageButton className={props.className} />;
  if (!idle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu {...props} />
    </Suspense>
  );
}

/** What shows for the moment before the menu has loaded: the same button, labelled, not yet a menu. */
function InertLanguageButton({ className }: { className?: string }) {
  const t = useT('shell');
  const current = useUiLocale();
  const code = current === 'pseudo' ? 'en' : current;
  return (
    <span
      aria-label={t('language.label')}
      role="img"
      className={cn('inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground', className)}
    >
      <Globe aria-hidden="true" className="size-4" />
      <span aria-hidden="true" className="uppercase">{code}</span>
    </span>
  );
}
