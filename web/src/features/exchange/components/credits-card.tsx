import { Link } from 'react-router';
import type { MessageValues } from '@worknest/shared/message-format';
import { dates } from '@worknest/shared/format-dates';
import { formatEuros } from '@worknest/shared/booking-rules';
import { Card, CardContent } from '../../../components/ui/card';
import { useCredits } from '../api/exchange';
import { useT } from '../../../lib/i18n';

/**
 * Issue 37: the member's home-exchange credits in Profile (under Payouts): the balance and the
 * latest entries of the ledger. Nothing when the company runs no credits programme.
 */
export function CreditsCard() {
  const t = useT('exchange');
  const credits = useCredits();
  if (!credits.data?.enabled && !credits.data?.swapsEnabled && !credits.data?.hostRewards) return null;
  const { balance, entries, enabled, hostRewards } = credits.data;
  return (
    <Card aria-label={t('credits.label')}>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-3 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold">{t('credits.title', { kind: enabled ? 'credits' : credits.data.swapsEnabled ? 'swaps' : 'rewards' })}</h2>
          {enabled ? <p className="text-2xl font-semibold">{t('credits.amount', { count: balance })}</p> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {enabled ? `${t('credits.earn')} ` : credits.data.swapsEnabled ? `${t('credits.swapIntro')} ` : ''}
          {credits.data.swapsEnabled ? <Link to="/app/swaps" className="font-medium text-primary underline-offset-4 hover:underline">{t('credits.yourSwaps')}</Link> : null}
        </p>
        {hostRewards ? (
          <p className="text-sm" aria-label={t('credits.rewardsLabel')}>
            {t('credits.rewards', {
              perNight: rewardAmount(t, hostRewards.kind, hostRewards.perNight),
              capped: hostRewards.monthlyCapPerHost > 0 ? 'yes' : 'no',
              cap: rewardAmount(t, hostRewards.kind, hostRewards.monthlyCapPerHost),
              thisMonth: rewardAmount(t, hostRewards.kind, hostRewards.thisMonth),
              kind: hostRewards.kind,
            })}
          </p>
        ) : null}
        {entries.length > 0 ? (
          // A grid's auto column grows to its widest entry's unwrapped text: minmax(0, 1fr) keeps the
          // column to the card's width, so a long note truncates instead of widening the page.
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-1 text-sm" aria-label={t('credits.entries')}>
            {entries.slice(0, 8).map((entry) => (
              <li key={entry.id} className="flex justify-between gap-3">
                <span className="min-w-0 truncate">
                  <time dateTime={entry.at.slice(0, 10)} className="text-muted-foreground">{dates.day(entry.at.slice(0, 10))}</time> · {t('credits.kind', { kind: entry.kind })}
                  {entry.note && entry.kind !== 'starter' ? <span data-i18n-exempt>: {entry.note}</span> : ''}
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
function rewardAmount(t: (id: string, values?: MessageValues) => string, kind: 'credits' | 'cash', amount: number): string {
  return kind === 'cash' ? formatEuros(amount) : t('credits.amount', { count: amount });
}
