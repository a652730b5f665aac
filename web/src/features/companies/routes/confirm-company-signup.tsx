import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Building2, LinkIcon } from 'lucide-react';
import { COMPANY_SETUP_PATH } from '@worknest/shared/company-signup-rules';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { errorStatus } from '../../../lib/api-request';
import { serverText, useT } from '../../../lib/i18n';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { confirmCompanySignup } from '../api/company-signup';
import { PublicLayout } from '../components/public-layout';

/**
 * `/for-companies/confirm#token=` (issue 38): the confirmation link's page. The token is in the
 * fragment (never sent to a server or logged) and is redeemed by a POST when the person clicks,
 * as sign-in links are: mail scanners that open links do not click.
 */
export function ConfirmCompanySignupRoute() {
  const t = useT('companies');
  const location = useLocation();
  const token = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  const queryClient = useQueryClient();
  const [next, setNext] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: () => confirmCompanySignup(token ?? ''),
    onSuccess: ({ user, next: path }) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      setNext(path || COMPANY_SETUP_PATH);
    },
  });

  // `replace` drops the used link from the history.
  if (next) return <Navigate to={next} replace />;
  const refused = confirm.isError && (errorStatus(confirm.error) === 400 || errorStatus(confirm.error) === 409);
  if (!token || refused) {
    return (
      <PublicLayout>
        <Card>
          <CardHeader className="text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
              <LinkIcon aria-hidden="true" className="size-7" />
            </span>
            <h1 className="text-2xl font-semibold tracking-tight">{t('confirm.unusable')}</h1>
            <CardDescription className="text-base" role="alert">
              {token ? serverText(confirm.error, t('confirm.expired')) : t('confirm.incomplete')}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild size="lg" className="w-full">
              <Link to="/for-companies">{t('confirm.again')}</Link>
            </Button>
          </CardContent>
        </Card>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <Card>
        <CardHeader className="text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Building2 aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">{t('confirm.title')}</h1>
          <CardDescription className="text-base">
            {t('confirm.text')}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {confirm.isError && (
            <p role="alert" className="rounded-lg bg-destructive-soft px-4 py-3 text-sm text-destructive">
              {serverText(confirm.error, t('confirm.failed'))}
            </p>
          )}
          <Button size="lg" className="w-full" loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {t('confirm.submit')}
          </Button>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
