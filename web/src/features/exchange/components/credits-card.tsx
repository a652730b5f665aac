import { Link } from 'react-router';
import { formatCredits, creditKindLabels } from '@worknest/shared/credit-rules';
import { dates } from '@worknest/shared/format-dates';
import { formatEuros } from '@worknest/shared/booking-rules';
import { Card, CardContent } from '../../../components/ui/card';
import { useCredits } from '../api/exchange';

/**
 * Issue 37: the member's home-exchange credits in Profile (under Payouts): the balance and the
 * latest entries of the ledger. Nothing when the company runs no credits programme.
 */
export function CreditsCard() {
  const credits = useCredits();
  if (!credits.data?.enabled && !credits.data?.swapsEnabled && !credits.data?.hostRewards) return null;
  const { balance, entries, enabled, hostRewards } = credits.data;
  return (
    <Card aria-label="Credits">
      <CardContent className="grid gap-3 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold">{enabled ? 'Credits' : credits.data.swapsEnabled ? 'Home swaps' : 'Hosting rewards'}</h2>
          {enabled ? <p className="text-2xl font-semibold">{formatCredits(balance)}</p> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {enabled ? 'Earn a credit for each night you host a colleague; spend them with “Pay with credits” on a home. ' : credits.data.swapsEnabled ? 'Swap homes with a colleague: “Propose a swap” on their home. ' : ''}
          {credits.data.swapsEnabled ? <Link to="/app/swaps" className="font-medium text-primary underline-offset-4 hover:underline">Your swaps</Link> : null}
        </p>
        {hostRewards ? (
          <p className="text-sm" aria-label="Company rewards for hosts">
            <span className="text-muted-foreground">Company reward for hosting a colleague’s business stay: </span>
            <span className="font-medium">{rewardAmount(hostRewards.kind, hostRewards.perNight)} a night</span>
            {hostRewards.monthlyCapPerHost > 0 ? <span className="text-muted-foreground">, up to {rewardAmount(hostRewards.kind, hostRewards.monthlyCapPerHost)} a month</span> : null}
            <span className="text-muted-foreground">. This month: </span>
            <span className="font-medium">{rewardAmount(hostRewards.kind, hostRewards.thisMonth)}</span>
            {hostRewards.kind === 'cash' ? <span className="text-muted-foreground"> (paid with your payouts)</span> : null}
          </p>
        ) : null}
        {entries.length > 0 ? (
          <ul className="grid gap-1 text-sm" aria-label="Latest credit entries">
            {entries.slice(0, 8).map((entry) => (
              <li key={entry.id} className="flex justify-between gap-3">
                <span className="min-w-0 truncate">
                  <span className="text-muted-foreground">{dates.day(entry.at.slice(0, 10))}</span> · {creditKindLabels[entry.kind]}
                  {entry.note && entry.kind !== 'starter' ? `: ${entry.note}` : ''}
                </span>
                <span className={entry.amount < 0 ? 'text-destructive' : 'text-success'}>{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A reward in its kind: euros (cents) or credits. */
function rewardAmount(kind: 'credits' | 'cash', amount: number): string {
  return kind === 'cash' ? formatEuros(amount) : formatCredits(amount);
}
