import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LinkIcon, LogIn } from 'lucide-react';
import { MAGIC_LINK_TTL_MINUTES } from '@worknest/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorStatus, serverMessage } from '../../../lib/api-request';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { previewMagicLink, verifyMagicLink } from '../api/verify-magic-link';
import { AuthLayout } from '../components/auth-layout';
import { takeNextPath } from '../utils/next-path';

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
    return <InvalidLink message="This sign-in link is incomplete. Please request a new one." />;
  }
  return <ConfirmSignIn token={token} />;
}

function ConfirmSignIn({ token }: { token: string }) {
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
  if (preview.isPending) return <PageSpinner label="Checking your sign-in link" />;
  const failure = preview.error ?? signIn.error;
  // 400: expired, used, unknown (`link_invalid`) or malformed; anything else may pass on retry.
  if (failure && errorStatus(failure) === 400) {
    return <InvalidLink message={serverMessage(failure, 'This sign-in link has expired or has already been used.')} />;
  }
  if (preview.isError) {
    return (
      <Problem message={serverMessage(preview.error, 'We could not check your sign-in link. Please try again.')} onRetry={() => void preview.refetch()} />
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
          <h1 className="text-2xl font-semibold tracking-tight">Sign in to Worknest</h1>
          <CardDescription className="text-base">
            This link signs you in as <strong className="font-semibold text-foreground">{account}</strong>.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {signIn.isError ? (
            <p role="alert" className="rounded-lg bg-destructive-soft px-4 py-3 text-sm text-destructive">
              {serverMessage(signIn.error, 'We could not sign you in. Please try again.')}
            </p>
          ) : null}
          <Button size="lg" className="w-full" loading={signIn.isPending} onClick={() => signIn.mutate()}>
            Sign in as {account}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            Not your account? Don't continue:{' '}
            <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
              request your own link
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

function Problem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">We couldn't check your link</h1>
          <CardDescription className="text-base">{message}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Button size="lg" className="w-full" onClick={onRetry}>
            Try again
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link to="/login">Back to sign in</Link>
          </Button>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
            <LinkIcon aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">This link can't be used</h1>
          <CardDescription className="text-base">{message}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-center text-sm text-muted-foreground">
            Sign-in links work once and expire after {MAGIC_LINK_TTL_MINUTES} minutes. Request a new one to continue.
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to="/login">Request a new link</Link>
          </Button>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
