import { Suspense, use, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LinkIcon } from 'lucide-react';
import { MAGIC_LINK_TTL_MINUTES } from '@worknest/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorStatus, serverMessage } from '../../../lib/api-request';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { verifyMagicLink } from '../api/verify-magic-link';
import { AuthLayout } from '../components/auth-layout';
import { takeNextPath } from '../utils/next-path';

type Redemption = { ok: true; next: string } | { ok: false; linkInvalid: boolean; message: string };

/*
 * One POST per token per page load. The e-mail link is a GET of this page (mail scanners may
 * fetch it); only the script of a real browser redeems it. The promise is kept outside React so
 * StrictMode's double render and double effects reuse it instead of posting twice.
 */
const redemptions = new Map<string, Promise<Redemption>>();

function redeemOnce(token: string, queryClient: QueryClient): Promise<Redemption> {
  let redemption = redemptions.get(token);
  if (!redemption) {
    redemption = verifyMagicLink(token).then(
      ({ user }): Redemption => {
        queryClient.setQueryData(USER_QUERY_KEY, user);
        return { ok: true, next: takeNextPath() };
      },
      (error: unknown): Redemption => ({
        ok: false,
        // 400: expired, used, unknown (`link_invalid`) or malformed; anything else may pass on retry.
        linkInvalid: errorStatus(error) === 400,
        message: serverMessage(error, 'We could not sign you in. Please try again.'),
      }),
    );
    redemptions.set(token, redemption);
  }
  return redemption;
}

/** `/auth/verify?token=`: redeems the sign-in link, then opens the app. */
export function VerifyRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [attempt, setAttempt] = useState(0);

  if (!token) {
    return <InvalidLink message="This sign-in link is incomplete. Please request a new one." />;
  }
  return (
    <Suspense fallback={<PageSpinner label="Signing you in" />}>
      <Redeem
        key={attempt}
        token={token}
        onRetry={() => {
          redemptions.delete(token);
          setAttempt((value) => value + 1);
        }}
      />
    </Suspense>
  );
}

function Redeem({ token, onRetry }: { token: string; onRetry: () => void }) {
  const queryClient = useQueryClient();
  const result = use(redeemOnce(token, queryClient));
  if (result.ok) return <Navigate to={result.next} replace />;
  if (result.linkInvalid) return <InvalidLink message={result.message} />;
  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">We couldn't sign you in</h1>
          <CardDescription className="text-base">{result.message}</CardDescription>
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
