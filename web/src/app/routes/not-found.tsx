import { Link, useLocation } from 'react-router';
import { Compass } from 'lucide-react';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';

/**
 * Unknown routes. Inside /app it renders within the app layout (header stays, with its language
 * switcher); elsewhere the page has a switcher of its own (issue 40). Texts: `shell` (loaded by the app's start).
 */
export function NotFoundRoute() {
  const t = useT('shell');
  const inApp = useLocation().pathname.startsWith('/app');
  return (
    <div className="relative flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      {inApp ? null : (
        <div className="absolute top-4 right-4">
          <LanguageSwitcher />
        </div>
      )}
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-semibold tracking-tight">{t('notFound.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('notFound.text')}</p>
      <Button asChild>
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}
