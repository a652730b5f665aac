import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Building2, Clock, KeyRound, Mail } from 'lucide-react';
import { loginRequestSchema } from '@worknest/shared/auth';
import { SSO_BUTTON_TEXT, SSO_ERROR_PARAM, ssoErrorMessage } from '@worknest/shared/sso';
import { SESSION_TTL_DAYS } from '@worknest/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { EmailInput } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useUserIfHinted } from '../../../lib/auth';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRequestMagicLink } from '../api/request-magic-link';
import { ssoDiscoveryQuery, ssoStartUrl } from '../api/sso';
import { AuthLayout } from '../components/auth-layout';
import { DEFAULT_AFTER_SIGN_IN, rememberNextPath, safeNextPath } from '../utils/next-path';

/**
 * `/login`: asks for the work e-mail and sends a magic link (SPEC.md §2, §5, §8), or, when the
 * address's company signs in through its identity provider, leads there (issue 19). A refused
 * single sign-on comes back here with `?sso_error=<code>`, which the page explains. The company is
 * looked up as the address is typed (once it rests for LOOKUP_DELAY_MS) and when the field is
 * left, so "Continue with single sign-on" shows before anything is clicked (issue 29 item 8).
 */
const LOOKUP_DELAY_MS = 400;

function isAddress(email: string): boolean {
  return loginRequestSchema.safeParse({ email }).success;
}

export function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: user } = useUserIfHinted();
  const requestLink = useRequestMagicLink();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const normalized = email.trim().toLowerCase();
  const settled = useDebouncedValue(normalized, LOOKUP_DELAY_MS);
  /** The address the field held when it was left: looked up at once, without waiting for the delay. */
  const [left, setLeft] = useState<string | null>(null);
  const lookup = left === normalized ? normalized : settled;
  // Only the address now in the field, and only a well-formed one, is looked up.
  const discovery = useQuery({ ...ssoDiscoveryQuery(lookup), enabled: lookup === normalized && isAddress(lookup) });
  const sso = discovery.data && lookup === normalized ? discovery.data : null;
  const ssoError = ssoErrorMessage(searchParams.get(SSO_ERROR_PARAM));

  if (user) return <Navigate to={DEFAULT_AFTER_SIGN_IN} replace />;

  const returnTo = safeNextPath(searchParams.get('next')) ?? DEFAULT_AFTER_SIGN_IN;
  const ssoOffered = sso !== null && sso.sso;

  function sendLink(address: string) {
    rememberNextPath(searchParams.get('next'));
    requestLink.mutate({ email: address }, {
      onSuccess: () => {
        toast({ title: 'Magic link sent!', description: 'Check your email for the sign-in link.' });
        navigate(`/auth/check-email?email=${encodeURIComponent(address)}`);
      },
      onError: (failure) => {
        toast({
          title: 'Error',
          description: serverMessage(failure, 'Failed to send magic link. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    const address = parsed.data.email;
    setChecking(true);
    queryClient
      .fetchQuery(ssoDiscoveryQuery(normalized))
      .then((answer) => {
        if (!answer.sso) sendLink(address);
      })
      // Discovery is a convenience: if it fails, the magic link (the neutral answer) still works.
      .catch(() => sendLink(address))
      .finally(() => setChecking(false));
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader className="pb-4 text-center">
          <h1 className="text-3xl font-semibold tracking-tight">Welcome</h1>
          <CardDescription className="text-base">
            Sign in to Worknest with your company email. We'll send you a magic link.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {ssoError && (
            <p role="alert" className="rounded-lg bg-destructive-soft px-4 py-3 text-sm text-destructive">
              {ssoError}
            </p>
          )}
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <Field label="Work email" error={error}>
              {(props) => (
                <EmailInput
                  {...props}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  onBlur={() => setLeft(normalized)}
                  required
                  autoFocus
                />
              )}
            </Field>
            {ssoOffered ? (
              <div className="grid gap-3" aria-live="polite">
                <p className="text-sm text-muted-foreground">
                  {sso.required
                    ? 'Your company signs you in through its identity provider.'
                    : 'Your company can sign you in through its identity provider.'}
                </p>
                <Button asChild size="lg" className="w-full">
                  <a href={ssoStartUrl(normalized, returnTo)}>
                    <Building2 aria-hidden="true" />
                    {SSO_BUTTON_TEXT}
                  </a>
                </Button>
                {!sso.required && (
                  <Button type="button" variant="outline" size="lg" className="w-full" loading={requestLink.isPending} onClick={() => sendLink(normalized)}>
                    Email me a sign-in link instead
                  </Button>
                )}
              </div>
            ) : (
              <Button type="submit" size="lg" className="w-full" loading={requestLink.isPending || checking}>
                {requestLink.isPending || checking ? 'Sending...' : 'Send Magic Link'}
              </Button>
            )}
          </form>
          <ul className="grid gap-3 border-t border-border pt-5 text-sm text-muted-foreground">
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>Use your company email address: Worknest is open to employees of participating companies.</span>
            </li>
            <li className="flex gap-3">
              <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>No password needed: the link in the email signs you in (or your company's single sign-on, if it uses one).</span>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>Your session lasts {SESSION_TTL_DAYS} days on this device.</span>
            </li>
          </ul>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
