import { useEffect } from 'react';
import { ArrowLeftRight } from 'lucide-react';
import { formatStayDate } from '@worknest/shared/booking-rules';
import { swapStatusLabels, type SwapView } from '@worknest/shared/swap-rules';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useAnswerSwap, useSwaps } from '../api/exchange';

/**
 * `/app/swaps` (issue 37): the member's home swaps, waiting for them (accept, decline), waiting for
 * the other member (withdraw, for the proposer) and decided. An accepted swap's two stays are in
 * My Bookings and My Hostings like any stay.
 */
export function SwapsRoute() {
  const swaps = useSwaps();
  useEffect(() => {
    const previous = document.title;
    document.title = 'Swaps | Worknest';
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Home swaps</h1>
        <p className="text-muted-foreground">Stay at a colleague’s home while they stay at yours. No money moves.</p>
      </div>
      {swaps.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading swaps">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : swaps.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>{serverMessage(swaps.error, 'Your swaps could not load.')}</p>
          <Button variant="outline" onClick={() => swaps.refetch()}>
            Try again
          </Button>
        </div>
      ) : swaps.data.in.length + swaps.data.out.length + swaps.data.decided.length === 0 ? (
        <EmptyState icon={ArrowLeftRight} title="No swaps yet" description="Open a colleague’s home and choose “Propose a swap”." />
      ) : (
        <>
          <SwapSection title="Waiting for you" swaps={swaps.data.in} />
          <SwapSection title="Waiting for the other member" swaps={swaps.data.out} />
          <SwapSection title="Decided" swaps={swaps.data.decided} />
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
  const answer = useAnswerSwap();
  const mine = swap.role === 'proposer' ? swap.proposerListing : swap.recipientListing;
  const theirs = swap.role === 'proposer' ? swap.recipientListing : swap.proposerListing;
  // The viewer's own stay is at the other home: `theirStay` for the proposer, `myStay` for the other member.
  const myStay = swap.role === 'proposer' ? swap.theirStay : swap.myStay;
  const theirStay = swap.role === 'proposer' ? swap.myStay : swap.theirStay;

  const act = async (what: 'accept' | 'decline' | 'withdraw') => {
    try {
      await answer.mutateAsync({ id: swap.id, answer: what });
      toast({ title: what === 'accept' ? 'Swap accepted: both stays are booked' : what === 'decline' ? 'Swap declined' : 'Swap withdrawn' });
    } catch (error) {
      toast({ title: 'Not done', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <li>
      <Card>
        <CardContent className="grid gap-3 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold">Swap with {theirs?.hostName ?? 'a colleague'}</h3>
            <Badge variant={swap.status === 'accepted' ? 'success' : swap.status === 'proposed' || swap.status === 'countered' ? 'warning' : 'secondary'}>{swapStatusLabels[swap.status]}</Badge>
          </div>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">You stay at {theirs?.title ?? 'their home'}</dt>
              <dd>
                {formatStayDate(myStay.checkIn)} – {formatStayDate(myStay.checkOut)}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">They stay at {mine?.title ?? 'your home'}</dt>
              <dd>
                {formatStayDate(theirStay.checkIn)} – {formatStayDate(theirStay.checkOut)}
              </dd>
            </div>
          </dl>
          {swap.message ? <p className="text-sm italic">“{swap.message}”</p> : null}
          {swap.awaiting === 'me' ? (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={answer.isPending} onClick={() => act('accept')}>
                Accept
              </Button>
              <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => act('decline')}>
                Decline
              </Button>
            </div>
          ) : swap.awaiting === 'them' && swap.role === 'proposer' ? (
            <div>
              <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => act('withdraw')}>
                Withdraw
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}
