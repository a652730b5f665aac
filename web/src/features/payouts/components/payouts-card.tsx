import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Landmark, RefreshCw } from 'lucide-react';
import { formatEuros } from '@worknest/shared/booking-rules';
import type { PayoutAccountState, PayoutStatus, PayoutsOverview } from '@worknest/shared/payouts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { TextWithValue, VALUE } from '../../../components/text-with-value';
import { usePayouts, useStartPayoutOnboarding } from '../api/payouts';
import { dates } from '@worknest/shared/format-dates';
import { DateRange } from '../../../components/date-range';

const stateBadge: Record<PayoutAccountState, 'success' | 'warning' | 'secondary'> = {
  enabled: 'success',
  pending_verification: 'secondary',
  details_needed: 'warning',
};

const statusBadge: Record<PayoutStatus, 'success' | 'warning' | 'secondary' | 'outline' | 'destructive'> = {
  paid: 'success',
  scheduled: 'secondary',
  awaiting_account: 'warning',
  reversed: 'destructive',
  none: 'outline',
};

/**
 * Profile → Payouts (issue 21): "Set up payouts" starts Stripe Connect onboarding (an Express
 * account); back from Stripe the card shows the account's state and the payouts of my stays.
 */
export function PayoutsCard() {
  const t = useT('profile');
  const payouts = usePayouts();
  const start = useStartPayoutOnboarding();
  const [searchParams, setSearchParams] = useSearchParams();
  const back = searchParams.get('payouts');

  useEffect(() => {
    if (back !== 'return' && back !== 'refresh') return;
    // Back from Stripe: the card reads the account again (the GET asks Stripe); the query leaves the address.
    if (back === 'refresh') toast({ title: t('payouts.linkExpired'), description: t('payouts.linkExpiredHint') });
    const next = new URLSearchParams(searchParams);
    next.delete('payouts');
    setSearchParams(next, { replace: true });
  }, [back, searchParams, setSearchParams, t]);

  const setUp = () =>
    start.mutate(undefined, {
      onError: (error) => toast({ title: t('payouts.startFailed'), description: serverText(error, t('common.tryAgain')), variant: 'destructive' }),
    });

  const account = payouts.data?.account ?? null;
  return (
    <Card aria-labelledby="payouts-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle id="payouts-title" className="flex flex-wrap items-center gap-2">
            {t('section.payouts')}
            {account ? <Badge variant={stateBadge[account.state]}>{t('payouts.state', { state: account.state })}</Badge> : null}
          </CardTitle>
          <CardDescription>{t('payouts.intro', { commission: payouts.data ? `${payouts.data.commissionPercent} %` : '' })}</CardDescription>
        </div>
        {payouts.data && account?.state !== 'enabled' ? (
          <Button onClick={setUp} loading={start.isPending || start.isSuccess}>
            <Landmark aria-hidden="true" />
            {account ? t('payouts.continue') : t('payouts.setUp')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {payouts.isPending ? (
          <div className="grid gap-2" role="status" aria-label={t('loading.payouts')}>
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : payouts.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p>{serverText(payouts.error, t('payouts.loadFailed'))}</p>
            <Button variant="outline" size="sm" onClick={() => payouts.refetch()} loading={payouts.isRefetching}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <PayoutsBody overview={payouts.data} refreshing={payouts.isRefetching} onRefresh={() => payouts.refetch()} />
        )}
      </CardContent>
    </Card>
  );
}

function PayoutsBody({ overview, refreshing, onRefresh }: { overview: PayoutsOverview; refreshing: boolean; onRefresh: () => void }) {
  const t = useT('profile');
  const { account, payouts } = overview;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <p>{account ? t('payouts.stateText', { state: account.state }) : t('payouts.none')}</p>
        {account?.state === 'pending_verification' ? (
          <Button variant="outline" size="sm" onClick={onRefresh} loading={refreshing}>
            <RefreshCw aria-hidden="true" />
            {t('payouts.checkAgain')}
          </Button>
        ) : null}
      </div>
      <section aria-labelledby="payouts-list-title" className="grid gap-2">
        <h3 id="payouts-list-title" className="text-sm font-semibold">
          {t('payouts.list')}
        </h3>
        {payouts.length === 0 ? (
          <p className="text-muted-foreground">{t('payouts.empty')}</p>
        ) : (
          <ul className="grid gap-2">
            {payouts.map((payout) => (
              <li key={payout.bookingId} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 rounded-md border border-border px-3 py-2">
                <div className="grid gap-0.5">
                  <span className="font-medium" data-i18n-exempt>
                    {payout.listingTitle}
                  </span>
                  <span className="text-muted-foreground">
                    <DateRange from={payout.checkIn} to={payout.checkOut} />
                  </span>
                </div>
                <div className="grid justify-items-start gap-0.5 sm:justify-items-end">
                  <span className="flex items-center gap-2">
                    <span className="font-medium">{formatEuros(payout.amount)}</span>
                    <Badge variant={statusBadge[payout.status]}>{t('payouts.status', { status: payout.status })}</Badge>
                  </span>
                  <span className="text-muted-foreground">
                    {payout.paidAt ? (
                      <TextWithValue text={t('payouts.paidOn', { date: VALUE })}>
                        <time dateTime={payout.paidAt}>{formatDay(payout.paidAt)}</time>
                      </TextWithValue>
                    ) : payout.status === 'scheduled' ? (
                      <TextWithValue text={t('payouts.dueOn', { date: VALUE })}>
                        <time dateTime={payout.dueAt}>{formatDay(payout.dueAt)}</time>
                      </TextWithValue>
                    ) : null}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function formatDay(iso: string): string {
  return dates.date(iso);
}
