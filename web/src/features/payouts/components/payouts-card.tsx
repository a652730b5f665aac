import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Landmark, RefreshCw } from 'lucide-react';
import { formatEuros, formatStayDate } from '@worknest/shared/booking-rules';
import { payoutAccountStateLabels, payoutStatusLabels, type PayoutAccountState, type PayoutStatus, type PayoutsOverview } from '@worknest/shared/payouts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { usePayouts, useStartPayoutOnboarding } from '../api/payouts';
import { dates } from '@worknest/shared/format-dates';

const stateBadge: Record<PayoutAccountState, 'success' | 'warning' | 'secondary'> = {
  enabled: 'success',
  pending_verification: 'secondary',
  details_needed: 'warning',
};

const stateText: Record<PayoutAccountState, string> = {
  details_needed: 'Stripe needs a few more details before it can pay you. Your earnings wait until then.',
  pending_verification: 'Stripe is checking your details. Your earnings are paid as soon as it is done.',
  enabled: 'Stripe pays your earnings to your bank account 24 hours after each stay ends.',
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
  const payouts = usePayouts();
  const start = useStartPayoutOnboarding();
  const [searchParams, setSearchParams] = useSearchParams();
  const back = searchParams.get('payouts');

  useEffect(() => {
    if (back !== 'return' && back !== 'refresh') return;
    // Back from Stripe: the card reads the account again (the GET asks Stripe); the query leaves the address.
    if (back === 'refresh') toast({ title: 'That setup link has expired', description: 'Continue setup to get a new one.' });
    const next = new URLSearchParams(searchParams);
    next.delete('payouts');
    setSearchParams(next, { replace: true });
  }, [back, searchParams, setSearchParams]);

  const setUp = () =>
    start.mutate(undefined, {
      onError: (error) => toast({ title: 'Could not start the payout setup', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    });

  const account = payouts.data?.account ?? null;
  return (
    <Card aria-labelledby="payouts-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle id="payouts-title" className="flex flex-wrap items-center gap-2">
            Payouts
            {account ? <Badge variant={stateBadge[account.state]}>{payoutAccountStateLabels[account.state]}</Badge> : null}
          </CardTitle>
          <CardDescription>
            Get paid for hosting colleagues. You receive the nightly price minus Worknest&apos;s {payouts.data ? `${payouts.data.commissionPercent} %` : ''} commission; the
            guest&apos;s service fee stays with Worknest.
          </CardDescription>
        </div>
        {payouts.data && account?.state !== 'enabled' ? (
          <Button onClick={setUp} loading={start.isPending || start.isSuccess}>
            <Landmark aria-hidden="true" />
            {account ? 'Continue setup' : 'Set up payouts'}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {payouts.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading your payouts">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : payouts.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p>{serverMessage(payouts.error, "We couldn't load your payouts.")}</p>
            <Button variant="outline" size="sm" onClick={() => payouts.refetch()} loading={payouts.isRefetching}>
              Try again
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
  const { account, payouts } = overview;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <p>{account ? stateText[account.state] : 'You have not set up payouts yet. You can host anyway: your earnings wait and are paid once payouts are set up.'}</p>
        {account?.state === 'pending_verification' ? (
          <Button variant="outline" size="sm" onClick={onRefresh} loading={refreshing}>
            <RefreshCw aria-hidden="true" />
            Check again
          </Button>
        ) : null}
      </div>
      <section aria-labelledby="payouts-list-title" className="grid gap-2">
        <h3 id="payouts-list-title" className="text-sm font-semibold">
          Your payouts
        </h3>
        {payouts.length === 0 ? (
          <p className="text-muted-foreground">No payouts yet. The first one is sent 24 hours after a guest checks out.</p>
        ) : (
          <ul className="grid gap-2">
            {payouts.map((payout) => (
              <li key={payout.bookingId} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 rounded-md border border-border px-3 py-2">
                <div className="grid gap-0.5">
                  <span className="font-medium">{payout.listingTitle}</span>
                  <span className="text-muted-foreground">
                    {formatStayDate(payout.checkIn)} → {formatStayDate(payout.checkOut)}
                  </span>
                </div>
                <div className="grid justify-items-start gap-0.5 sm:justify-items-end">
                  <span className="flex items-center gap-2">
                    <span className="font-medium">{formatEuros(payout.amount)}</span>
                    <Badge variant={statusBadge[payout.status]}>{payoutStatusLabels[payout.status]}</Badge>
                  </span>
                  <span className="text-muted-foreground">
                    {payout.paidAt ? `Paid ${formatDay(payout.paidAt)}` : payout.status === 'scheduled' ? `Due ${formatDay(payout.dueAt)}` : null}
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
