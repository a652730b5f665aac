import { useContext, type ComponentProps } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Check, Globe } from 'lucide-react';
import { QueryClientContext } from '@tanstack/react-query';
import type { User } from '@worknest/shared/auth';
import { LOCALE_NAMES, LOCALES, type Locale } from '@worknest/shared/locale-rules';
import { apiRequest } from '../lib/api-request';
import { USER_QUERY_KEY } from '../lib/auth';
import { activateLocale, LOCALE_STORAGE_KEY, useT, useUiLocale } from '../lib/i18n';
import { joinClasses } from '../lib/join-classes';
import { toast } from './ui/toast';

export interface LanguageMenuProps {
  /** The signed-in member, whose `locale` the choice is saved to; none for a visitor. */
  user?: Pick<User, 'id'> | null;
  /** Placement only (`ml-auto`); the colours come from `onDark`, so nothing needs merging. */
  className?: string;
  /** White on the landing page's hero picture instead of the page's muted text. */
  onDark?: boolean;
}

/**
 * Issue 40: the language switcher (header and footer). A Radix dropdown menu: a labelled button
 * ("Language: Deutsch"), then the five languages each in its own words as radio items; arrow
 * keys, Enter and Escape work, focus returns to the button. The choice applies at once, is kept on
 * this device, and for a member is saved (`PATCH /api/users/{id} {locale}`).
 */
export function LanguageMenu({ user, className, onDark = false }: LanguageMenuProps) {
  const t = useT('shell');
  const current = useUiLocale();
  // The landing page on its own has no query cache (and no member).
  const queryClient = useContext(QueryClientContext);

  async function choose(value: string) {
    const locale = value as Locale;
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Storage can be off: the choice holds for this page.
    }
    await activateLocale(locale);
    if (!user) return;
    try {
      const saved = await apiRequest<User>('PATCH', `/api/users/${user.id}`, { locale });
      queryClient?.setQueryData(USER_QUERY_KEY, saved);
    } catch {
      toast({ title: t('logout.errorTitle'), description: t('language.saveFailed'), variant: 'destructive' });
    }
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <LanguageButton className={className} onDark={onDark} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">{t('language.label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current === 'pseudo' ? 'en' : current} onValueChange={(value) => void choose(value)}>
            {LOCALES.map((locale) => (
              <DropdownMenu.RadioItem
                key={locale}
                value={locale}
                lang={locale}
                className="flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
              >
                <span className="flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {LOCALE_NAMES[locale]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The switcher's button: a globe and the language's code, named "Language: Deutsch" for screen readers. */
function LanguageButton({ className, onDark, ...props }: ComponentProps<'button'> & { onDark: boolean }) {
  const t = useT('shell');
  const current = useUiLocale();
  const name = current === 'pseudo' ? t('language.label') : LOCALE_NAMES[current];
  const code = current === 'pseudo' ? 'en' : current;
  return (
    <button
      type="button"
      // "Language: Deutsch, DE": the visible code is part of the name (WCAG 2.5.3 Label in Name; axe ignores words in parentheses).
      aria-label={`${t('language.current', { language: name })}, ${code.toUpperCase()}`}
      // Colours by `onDark` rather than a caller's overrides: no classes conflict, so the landing
      // page, which shows this button, needs no tailwind-merge (ADR 0199).
      className={joinClasses(
        'inline-flex h-9 w-16 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        onDark ? 'text-white/90 hover:bg-white/10 hover:text-white' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
        className,
      )}
      {...props}
    >
      <Globe aria-hidden="true" className="size-4" />
      <span className="uppercase">{code}</span>
    </button>
  );
}
