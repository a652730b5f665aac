import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';

/**
 * The error screen of the router: a crash in a page, or a page's code that failed to load
 * (typically after a new deployment replaced the old chunks: reloading fixes it). Texts: `shell`,
 * loaded before the app's first render, so they are there whatever failed.
 */
export function RouteError() {
  const t = useT('shell');
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">{t('error.title')}</h1>
      <p className="max-w-md text-muted-foreground">{status ? t('error.textStatus', { status }) : t('error.text')}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            {t('error.home')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
