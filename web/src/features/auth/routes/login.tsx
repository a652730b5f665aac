import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Building2, Clock, KeyRound, Mail } from 'lucide-react';
import { loginRequestSchema } from '@worknest/shared/auth';
import { SSO_ERROR_PARAM, ssoErrorMessage } from '@worknest/shared/sso';
import { SESSION_TTL_DAYS } from '@worknest/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { EmailInput } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { activeUiLocale, serverText, useT } from '../../../lib/i18n';
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
  const t = useT('auth');
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
    // Issue 40: the sign-in mail is written in the language this page is in (the browser's, or the one chosen).
    const locale = activeUiLocale();
    requestLink.mutate({ email: address, ...(locale === 'pseudo' ? {} : { locale }) }, {
      onSuccess: () => {
        toast({ title: t('login.sentTitle'), description: t('login.sentBody') });
        navigate(`/auth/check-email?email=${encodeURIComponent(address)}`);
      },
      onError: (failure) => {
        toast({
          title: t('login.errorTitle'),
          description: serverText(failure, t('login.sendFailed')),
          variant: 'destructive',
        });
      },
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ email });
    if (!parsed.success) {
      // The one check here is the e-mail's (SPEC.md §5 Login); its text in the page's language.
      setError(parsed.error.issues[0] ? t('login.emailInvalid') : null);
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
          <h1 className="text-3xl font-semibold tracking-tight">{t('login.title')}</h1>
          <CardDescription className="text-base">{t('login.intro')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {ssoError && (
            <p role="alert" className="rounded-lg bg-destructive-soft px-4 py-3 text-sm text-destructive">
              {ssoError}
            </p>
          )}
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <Field label={t('login.emailLabel')} error={error}>
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
                  {sso.required ? t('login.ssoRequired') : t('login.ssoOffered')}
                </p>
                <Button asChild size="lg" className="w-full">
                  <a href={ssoStartUrl(normalized, returnTo)}>
                    <Building2 aria-hidden="true" />
                    {t('login.ssoButton')}
                  </a>
                </Button>
                {!sso.required && (
                  <Button type="button" variant="outline" size="lg" className="w-full" loading={requestLink.isPending} onClick={() => sendLink(normalized)}>
                    {t('login.emailInstead')}
                  </Button>
                )}
              </div>
            ) : (
              <Button type="submit" size="lg" className="w-full" loading={requestLink.isPending || checking}>
                {requestLink.isPending || checking ? t('login.sending') : t('login.send')}
              </Button>
            )}
          </form>
          <ul className="grid gap-3 border-t border-border pt-5 text-sm text-muted-foreground">
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{t('login.companyEmail')}</span>
            </li>
            <li className="flex gap-3">
              <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{t('login.noPassword')}</span>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{t('login.session', { days: SESSION_TTL_DAYS })}</span>
            </li>
          </ul>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
