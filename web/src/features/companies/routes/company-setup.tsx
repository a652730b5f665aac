import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dates } from '@worknest/shared/format-dates';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Circle, LogOut, PartyPopper } from 'lucide-react';
import type { CompanySetup } from '@worknest/shared/company-signup-rules';
import { formatEuros } from '@worknest/shared/format-money';
import { DomainTxtRecord, toastDomainCheck } from '../../../components/domain-txt-record';
import { Logo } from '../../../components/logo';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { apiRequest } from '../../../lib/api-request';
import { serverText, useT } from '../../../lib/i18n';
import { TextWithValue, VALUE } from '../../../components/text-with-value';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { useCompanySetup, useStartSetupFee, useVerifySetupDomain } from '../api/company-signup';

/** How often the page asks again while Stripe's webhook is on its way after a payment. */
const PAYMENT_POLL_MS = 1500;


/**
 * `/app/company/setup` (issue 38): the founder's (and HR's) setup of a self-serve company. Two
 * steps, in either order: verify the domain (the TXT record and Verify the admin page has too),
 * pay the one-time setup fee on Stripe Checkout's page. The company is active once both are done.
 * Coming back from Checkout (`?payment=done`), the page asks again until the webhook recorded it.
 */
export function CompanySetupRoute() {
  const t = useT('companies');
  const [searchParams] = useSearchParams();
  const returned = searchParams.get('payment');
  const queryClient = useQueryClient();
  const probe = useCompanySetup();
  const waitingForPayment = returned === 'done' && !!probe.data && probe.data.setupFee.required && !probe.data.setupFee.paidAt;
  const setup = useCompanySetup(waitingForPayment ? PAYMENT_POLL_MS : false);
  const active = setup.data?.status === 'active';

  // Once active, the user is read again: the rest of the app opens for the founder.
  useEffect(() => {
    if (active) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [active, queryClient]);

  return (
    <div className="flex flex-1 flex-col">
      <header className="flex items-center justify-between gap-4 border-b border-border px-4 py-4 sm:px-8">
        <Link to="/" className="inline-flex rounded-md" aria-label={t('setup.home')}>
          <Logo />
        </Link>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            void apiRequest('POST', '/api/auth/logout').finally(() => window.location.assign('/'));
          }}
        >
          <LogOut aria-hidden="true" />
          {t('setup.signOut')}
        </Button>
      </header>
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        {setup.isPending ? (
          <PageSpinner label={t('setup.loading')} />
        ) : setup.isError ? (
          <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
            <p className="text-lg font-medium">{serverText(setup.error, t('setup.loadFailed'))}</p>
            <Button onClick={() => void setup.refetch()} loading={setup.isRefetching}>
              {t('setup.retry')}
            </Button>
          </div>
        ) : (
          <SetupSteps setup={setup.data} returned={returned} waitingForPayment={waitingForPayment} />
        )}
      </main>
    </div>
  );
}

function SetupSteps({ setup, returned, waitingForPayment }: { setup: CompanySetup; returned: string | null; waitingForPayment: boolean }) {
  const t = useT('companies');
  const verify = useVerifySetupDomain();
  const startFee = useStartSetupFee();
  const active = setup.status === 'active';
  const fee = formatEuros(setup.setupFee.amountCents);

  function payFee() {
    startFee.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast({ title: t('setup.error'), description: serverText(error, t('setup.payFailed')), variant: 'destructive' }),
    });
  }

  return (
    <div className="grid gap-6">
      <div>
        <p className="text-sm font-medium text-primary">{t('setup.eyebrow')}</p>
        <h1 className="text-3xl font-semibold tracking-tight" data-i18n-exempt>
          {setup.name}
        </h1>
        <p className="mt-1 text-muted-foreground" data-i18n-exempt>
          {setup.domain}
        </p>
      </div>

      {active ? (
        <Card className="border-primary">
          <CardHeader role="status">
            <PartyPopper aria-hidden="true" className="size-8 text-primary" />
            <h2 className="text-xl font-semibold">{t('setup.active', { name: setup.name })}</h2>
            <CardDescription className="text-base">{t('setup.activeText', { domain: setup.domain })}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/app/hr">{t('setup.openHr')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/app/listings">{t('setup.browse')}</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <p className="text-muted-foreground">
          {t('setup.twoSteps')}
          {setup.expiresAt ? (
            <>
              {' '}
              <TextWithValue text={t('setup.finishBy', { date: VALUE })}>
                <time dateTime={setup.expiresAt}>{dates.date(setup.expiresAt)}</time>
              </TextWithValue>
            </>
          ) : null}
        </p>
      )}

      {returned === 'cancelled' && !setup.setupFee.paidAt && (
        <p role="status" className="rounded-lg bg-muted px-4 py-3 text-sm">
          {t('setup.cancelled')}
        </p>
      )}

      <ol className="grid gap-4">
        <li>
          <Card>
            <CardHeader className="flex flex-row items-start justify-between gap-3">
              <div className="flex items-start gap-3">
                <StepIcon done={!!setup.domainVerifiedAt} />
                <div>
                  <h2 className="text-lg font-semibold">{t('setup.verifyTitle')}</h2>
                  <CardDescription>{t('setup.verifyText', { domain: setup.domain })}</CardDescription>
                </div>
              </div>
              <Badge className="shrink-0" variant={setup.domainVerifiedAt ? 'success' : 'secondary'}>{setup.domainVerifiedAt ? t('setup.done') : t('setup.todo')}</Badge>
            </CardHeader>
            <CardContent className="grid gap-3">
              {setup.domainVerifiedAt ? (
                <p className="text-sm text-muted-foreground">
                  <TextWithValue text={t('setup.verifiedOn', { date: VALUE })}>
                    <time dateTime={setup.domainVerifiedAt}>{dates.date(setup.domainVerifiedAt)}</time>
                  </TextWithValue>
                </p>
              ) : (
                <>
                  {setup.verificationRecord && <DomainTxtRecord domain={setup.domain} record={setup.verificationRecord} />}
                  <div>
                    <Button
                      loading={verify.isPending}
                      onClick={() =>
                        verify.mutate(undefined, {
                          onSuccess: (answer) => toastDomainCheck(setup.domain, answer),
                          onError: (error) => toast({ title: t('setup.error'), description: serverText(error, t('setup.verifyFailed')), variant: 'destructive' }),
                        })
                      }
                    >
                      {t('setup.verify')}
                    </Button>
                  </div>
                </>
              )}
            </CardContent>
          </Card>
        </li>
        {setup.setupFee.required && (
          <li>
            <Card>
              <CardHeader className="flex flex-row items-start justify-between gap-3">
                <div className="flex items-start gap-3">
                  <StepIcon done={!!setup.setupFee.paidAt} />
                  <div>
                    <h2 className="text-lg font-semibold">{t('setup.feeTitle')}</h2>
                    <CardDescription>{t('setup.feeText', { fee })}</CardDescription>
                  </div>
                </div>
                <Badge className="shrink-0" variant={setup.setupFee.paidAt ? 'success' : 'secondary'}>{setup.setupFee.paidAt ? t('setup.done') : t('setup.todo')}</Badge>
              </CardHeader>
              <CardContent>
                {setup.setupFee.paidAt ? (
                  <p className="text-sm text-muted-foreground">
                    <TextWithValue text={t('setup.paidOn', { date: VALUE })}>
                      <time dateTime={setup.setupFee.paidAt}>{dates.date(setup.setupFee.paidAt)}</time>
                    </TextWithValue>
                  </p>
                ) : waitingForPayment ? (
                  <p role="status" className="flex items-center gap-2 text-sm">
                    {t('setup.confirming')}
                  </p>
                ) : (
                  <Button loading={startFee.isPending} onClick={payFee}>
                    {t('setup.pay', { fee })}
                  </Button>
                )}
              </CardContent>
            </Card>
          </li>
        )}
      </ol>
    </div>
  );
}

function StepIcon({ done }: { done: boolean }) {
  return done ? <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" /> : <Circle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-muted-foreground" />;
}
