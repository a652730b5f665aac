import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { ContactEmail } from '../../../components/site-contacts';
import { useT } from '../../../lib/i18n';

/** The frame of the public sign-in pages: logo on top, one centred card, support line below. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const t = useT('shell');
  return (
    <div className="flex flex-1 flex-col bg-[radial-gradient(ellipse_at_top,var(--color-secondary),transparent_60%)]">
      <header className="flex items-center justify-between gap-3 px-4 pt-6 sm:px-8 sm:pt-8">
        <Link to="/" className="inline-flex rounded-md" aria-label={t('footer.home')}>
          <Logo />
        </Link>
        <LanguageSwitcher />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
        <div className="w-full max-w-md">{children}</div>
      </main>
      <footer className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 pb-6 text-center text-sm text-muted-foreground">
        <span>
          {t('footer.help')}{' '}
          <ContactEmail kind="supportEmail" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('footer.support')}
          </ContactEmail>
        </span>
        <LanguageSwitcher />
      </footer>
    </div>
  );
}
