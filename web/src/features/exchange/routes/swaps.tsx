import { ArrowLeftRight } from 'lucide-react';
import type { SwapView } from '@worknest/shared/swap-rules';
import { Badge } from '../../../components/ui/badge';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAnswerSwap, useSwaps } from '../api/exchange';
import { DateRange } from '../../../components/date-range';

/**
 * `/app/swaps` (issue 37): the member's home swaps, waiting for them (accept, decline), waiting for
 * the other member (withdraw, for the proposer) and decided. An accepted swap's two stays are in
 * My Bookings and My Hostings like any stay.
 */
export function SwapsRoute() {
  const t = useT('exchange');
  const swaps = useSwaps();
  const title = t('swaps.documentTitle');
  useDocumentTitle(title);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('swaps.title')}</h1>
        <p className="text-muted-foreground">{t('swaps.intro')}</p>
      </div>
      {swaps.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label={t('swaps.loading')}>
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : swaps.isError ? (
        <LoadError message={serverText(swaps.error, t('swaps.loadFailed'))} retryLabel={t('swaps.tryAgain')} onRetry={() => swaps.refetch()} />
      ) : swaps.data.in.length + swaps.data.out.length + swaps.data.decided.length === 0 ? (
        <EmptyState icon={ArrowLeftRight} title={t('swaps.emptyTitle')} description={t('swaps.emptyBody')} />
      ) : (
        <>
          <SwapSection title={t('swaps.waitingYou')} swaps={swaps.data.in} />
          <SwapSection title={t('swaps.waitingThem')} swaps={swaps.data.out} />
          <SwapSection title={t('swaps.decided')} swaps={swaps.data.decided} />
        </>
      )}
    </div>
  );
}

function SwapSection({ title, swaps }: { title: string; swaps: SwapView[] }) {
  if (swaps.length === 0) return null;
  return (
    <section className="grid gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="grid gap-3">
        {swaps.map((swap) => (
          <SwapRow key={swap.id} swap={swap} />
        ))}
      </ul>
    </section>
  );
}

function SwapRow({ swap }: { swap: SwapView }) {
  const t = useT('exchange');
  const answer = useAnswerSwap();
  const mine = swap.role === 'proposer' ? swap.proposerListing : swap.recipientListing;
  const theirs = swap.role === 'proposer' ? swap.recipientListing : swap.proposerListing;
  // The viewer's own stay is at the other home: `theirStay` for the proposer, `myStay` for the other member.
  const myStay = swap.role === 'proposer' ? swap.theirStay : swap.myStay;
  const theirStay = swap.role === 'proposer' ? swap.myStay : swap.theirStay;

  const act = async (what: 'accept' | 'decline' | 'withdraw') => {
    try {
      await answer.mutateAsync({ id: swap.id, answer: what });
      toast({ title: t('swaps.done', { what }) });
    } catch (error) {
      toast({ title: t('swaps.notDone'), description: serverText(error, t('swaps.pleaseRetry')), variant: 'destructive' });
    }
  };

  return (
    <li>
      <Card>
        <CardContent className="grid gap-3 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold">{theirs?.hostName ? t('swaps.with', { name: theirs.hostName }) : t('swaps.withColleague')}</h3>
            <Badge variant={swap.status === 'accepted' ? 'success' : swap.status === 'proposed' || swap.status === 'countered' ? 'warning' : 'secondary'}>{t('swaps.status', { status: swap.status })}</Badge>
          </div>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">{theirs?.title ? t('swaps.youStayAt', { title: theirs.title }) : t('swaps.youStayTheirs')}</dt>
              <dd>
                <DateRange from={myStay.checkIn} to={myStay.checkOut} />
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{mine?.title ? t('swaps.theyStayAt', { title: mine.title }) : t('swaps.theyStayYours')}</dt>
              <dd>
                <DateRange from={theirStay.checkIn} to={theirStay.checkOut} />
              </dd>
            </div>
          </dl>
          {swap.message ? <p className="text-sm italic" data-i18n-exempt>“{swap.message}”</p> : null}
          {swap.awaiting === 'me' ? (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={answer.isPending} onClick={() => act('accept')}>
                {t('swaps.accept')}
              </Button>
              <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => act('decline')}>
                {t('swaps.decline')}
              </Button>
            </div>
          ) : swap.awaiting === 'them' && swap.role === 'proposer' ? (
            <div>
              <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => act('withdraw')}>
                {t('swaps.withdraw')}
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}
