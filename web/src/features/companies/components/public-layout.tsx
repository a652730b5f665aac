import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Logo } from '../../../components/logo';
import { useT } from '../../../lib/i18n';
import { ContactEmail } from '../../../components/site-contacts';

/** The frame of the sign-up pages (issue 40: a language switcher in its header; texts from `shell`), as the sign-in pages have it: logo on top, one centred column, support below. */
export function PublicLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const t = useT('shell');
  return (
    <div className="flex flex-1 flex-col bg-[radial-gradient(ellipse_at_top,var(--color-secondary),transparent_60%)]">
      <header className="flex items-center justify-between gap-4 px-4 pt-6 sm:px-8 sm:pt-8">
        <Link to="/" className="inline-flex rounded-md" aria-label={t('footer.home')}>
          <Logo />
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
        <div className={wide ? 'w-full max-w-2xl' : 'w-full max-w-lg'}>{children}</div>
      </main>
      <footer className="px-4 pb-6 text-center text-sm text-muted-foreground">
        {t('footer.help')}{' '}
        <ContactEmail kind="supportEmail" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('footer.support')}
        </ContactEmail>
      </footer>
    </div>
  );
}
