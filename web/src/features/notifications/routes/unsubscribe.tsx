import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MailX } from 'lucide-react';
import { Logo } from '../../../components/logo';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { serverText, useT } from '../../../lib/i18n';
import { useUnsubscribe } from '../api/notification-settings';

/**
 * The link's token: in the fragment (`#token=`), which browsers never send to a server, so no
 * CloudFront or server log records it (ADR 0083). E-mails sent before that carried it in the query.
 */
function linkToken(hash: string, search: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token') ?? '';
}

/**
 * `/unsubscribe#token=`: the page the unsubscribe link of an optional e-mail opens. It asks for
 * a click, because mail scanners open links on their own; mail clients that support one-click
 * unsubscribe POST to the API directly (List-Unsubscribe-Post). No sign-in needed.
 */
export function UnsubscribeRoute() {
  const t = useT('public');
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => linkToken(location.hash, location.search));
  // An old e-mail's `?token=`: moved into the fragment in place (history.replaceState), so the
  // address bar, the history and the Referer of later requests no longer show it.
  const tokenInQuery = new URLSearchParams(location.search).has('token');
  useEffect(() => {
    if (tokenInQuery && token) void navigate({ pathname: location.pathname, search: '', hash: `token=${encodeURIComponent(token)}` }, { replace: true });
  }, [tokenInQuery, token, navigate, location.pathname]);
  const unsubscribe = useUnsubscribe();
  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-12">
      <div className="mb-8 flex w-full max-w-md items-center justify-between gap-4">
        <Link to="/" aria-label={t('unsubscribe.home')}>
          <Logo />
        </Link>
        <LanguageSwitcher />
      </div>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <MailX aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">{t('unsubscribe.title')}</h1>
          <CardDescription className="text-base">{t('unsubscribe.intro')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 text-center">
          {unsubscribe.isSuccess ? (
            // The server's answer names the kind of e-mail (English until it carries a code).
            <p role="status" className="rounded-lg bg-secondary px-4 py-3 text-sm">
              {unsubscribe.data.message}
            </p>
          ) : (
            <>
              {unsubscribe.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {serverText(unsubscribe.error, t('unsubscribe.invalid'))}
                </p>
              ) : null}
              <Button disabled={!token || unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
                {unsubscribe.isPending ? t('unsubscribe.pending') : t('unsubscribe.submit')}
              </Button>
              {!token ? <p className="text-sm text-muted-foreground">{t('unsubscribe.noToken')}</p> : null}
            </>
          )}
          <p className="text-sm text-muted-foreground">
            {t('unsubscribe.profileHint')}{' '}
            <Link to="/app/profile" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('unsubscribe.profile')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
