import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LinkIcon, LogIn } from 'lucide-react';
import { MAGIC_LINK_TTL_MINUTES } from '@worknest/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorStatus } from '../../../lib/api-request';
import { serverText, translate, useT } from '../../../lib/i18n';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { previewMagicLink, verifyMagicLink } from '../api/verify-magic-link';
import { AuthLayout } from '../components/auth-layout';
import { takeNextPath } from '../utils/next-path';
import { TextWithValue, VALUE } from '../../../components/text-with-value';

/**
 * The token of the link: in the fragment (`#token=`), which browsers never send to a server, so
 * no CloudFront or server log records it. Links mailed before that change carried it in the query.
 */
function linkToken(hash: string, search: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token');
}

/**
 * `/auth/verify#token=`: shows whom the link signs in and redeems it only when the person clicks
 * "Sign in as a…@acme.test" (issue 14). Redeeming on page load let anyone who sent a victim their
 * own link sign the victim's browser into the sender's account (login CSRF); mail scanners that
 * open the link do not click either.
 */
export function VerifyRoute() {
  const location = useLocation();
  const token = linkToken(location.hash, location.search);
  if (!token) {
    return <InvalidLink message={translate('auth', 'verify.incomplete')} />;
  }
  return <ConfirmSignIn token={token} />;
}

function ConfirmSignIn({ token }: { token: string }) {
  const t = useT('auth');
  const queryClient = useQueryClient();
  const [next, setNext] = useState<string | null>(null);
  // Not cached or retried: the answer says whether the link can still be used, right now. Enabled
  // without a session (the app's default waits for one).
  const preview = useQuery({
    queryKey: ['sign-in-link', token],
    queryFn: () => previewMagicLink(token),
    enabled: true,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
  });
  const signIn = useMutation({
    mutationFn: () => verifyMagicLink(token),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      setNext(takeNextPath());
    },
  });

  // `replace` drops /auth/verify#token= from the history: Back never shows the used link.
  if (next) return <Navigate to={next} replace />;
  if (preview.isPending) return <PageSpinner label={t('verify.checking')} />;
  const failure = preview.error ?? signIn.error;
  // 400: expired, used, unknown (`link_invalid`) or malformed; anything else may pass on retry.
  if (failure && errorStatus(failure) === 400) {
    return <InvalidLink message={serverText(failure, t('verify.expired'))} />;
  }
  if (preview.isError) {
    return (
      <Problem message={serverText(preview.error, t('verify.checkFailed'))} onRetry={() => void preview.refetch()} />
    );
  }

  const account = preview.data.maskedEmail;
  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <LogIn aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">{t('verify.title')}</h1>
          <CardDescription className="text-base">
            <TextWithValue text={t('verify.signsInAs', { account: VALUE })}>
              <strong className="font-semibold text-foreground" data-i18n-exempt>
                {account}
              </strong>
            </TextWithValue>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {signIn.isError ? (
            <p role="alert" className="rounded-lg bg-destructive-soft px-4 py-3 text-sm text-destructive">
              {serverText(signIn.error, t('verify.signInFailed'))}
            </p>
          ) : null}
          <Button size="lg" className="w-full" loading={signIn.isPending} onClick={() => signIn.mutate()}>
            {t('verify.signInAs', { account })}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            <TextWithValue text={t('verify.notYours', { link: VALUE })}>
              <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
                {t('verify.ownLink')}
              </Link>
            </TextWithValue>
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

function Problem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT('auth');
  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">{t('verify.problemTitle')}</h1>
          <CardDescription className="text-base">{message}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Button size="lg" className="w-full" onClick={onRetry}>
            {t('verify.retry')}
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link to="/login">{t('verify.back')}</Link>
          </Button>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

function InvalidLink({ message }: { message: string }) {
  const t = useT('auth');
  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
            <LinkIcon aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">{t('verify.unusable')}</h1>
          <CardDescription className="text-base">{message}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-center text-sm text-muted-foreground">
            {t('verify.rule', { minutes: MAGIC_LINK_TTL_MINUTES })}
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to="/login">{t('verify.newLink')}</Link>
          </Button>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
