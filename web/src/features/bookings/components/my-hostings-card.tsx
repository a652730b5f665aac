import { memo, type ReactNode } from 'react';
import { useDeferredAnswer } from '../../../lib/use-deferred-answer';
import { Home, Mail } from 'lucide-react';
import { formatEuros, formatStayDate, type HostStayPeriod } from '@worknest/shared/booking-rules';
import type { BookingView } from '@worknest/shared/booking';
import { isStayCompleted } from '@worknest/shared/stay-state';
import type { HostEarnings } from '@worknest/shared/payouts';
import { stayAnchorId } from '@worknest/shared/stay-links';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { useHostStays } from '../api/get-host-bookings';
import { useAnswerRequest } from '../api/stay-changes';
import { stayChangeNote, type BookingsT } from '../utils/stay-change-note';
import { BookingStatusBadge } from './booking-status-badge';
import { AddToCalendarLink } from './add-to-calendar-link';
import { CancelStayButton } from './cancel-stay-button';
import { DateRange } from '../../../components/date-range';

/** SPEC.md §2 My Hostings notices (word for word in English; `bookings` catalog). */
export function hostingsNotice(listingCount: number, bookingCount: number, t: BookingsT): string {
  if (listingCount === 0) return t('hostings.noListings');
  if (bookingCount === 0) return t('hostings.noBookings');
  return t('hostings.count', { count: bookingCount });
}

/** Added under each past stay by the page that composes this card (app/routes/profile: "Review your guest"). */
export type HostedStayFooter = (booking: BookingView) => ReactNode;

/**
 * Profile, "My Hostings" (SPEC.md §2): the button tells how things stand (no listings, no
 * bookings, or how many), the card shows "N active bookings" (plural helper), the upcoming stays (soonest
 * first) and the past ones (latest first, from their check-out day), each list a page at a time.
 * `listingCount` comes from the page (the listings feature knows it); undefined while loading.
 * `pastStayFooter` renders under each past stay (the host's review of the guest).
 */
export function MyHostingsCard({ listingCount, pastStayFooter }: { listingCount: number | undefined; pastStayFooter?: HostedStayFooter }) {
  const t = useT('bookings');
  const upcoming = useHostStays('upcoming');
  const past = useHostStays('past');
  const cancelled = useHostStays('cancelled');
  const counts = upcoming.data?.pages[0] ?? past.data?.pages[0] ?? cancelled.data?.pages[0];
  const total = counts?.total ?? 0;
  const active = counts?.active ?? 0;
  const ready = listingCount !== undefined && counts !== undefined;
  // The counts are confirmed stays and requests waiting for an answer (issue 29); cancelled stays
  // and closed requests have their own list, so a host whose only stay was cancelled still sees it.
  const listed = [upcoming, past, cancelled].some((stays) => stays.data?.pages.some((page) => page.bookings.length > 0));
  const anyCancelled = cancelled.data?.pages.some((page) => page.bookings.length > 0) ?? false;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="flex flex-wrap items-center gap-2">
            {t('hostings.title')}
            {active > 0 ? <Badge variant="success">{t('hostings.active', { count: active })}</Badge> : null}
          </CardTitle>
          <CardDescription>{t('hostings.intro')}</CardDescription>
        </div>
        <Button
          variant="outline"
          disabled={!ready}
          onClick={() => toast({ title: t('hostings.title'), description: hostingsNotice(listingCount ?? 0, total, t) })}
        >
          <Home aria-hidden="true" />
          {t('hostings.view')}
        </Button>
      </CardHeader>
      {total > 0 || listed || upcoming.isError || past.isError || cancelled.isError ? (
        <CardContent className="grid gap-6">
          <StayList when="upcoming" title={t('hostings.upcoming')} empty={t('mine.noUpcoming')} />
          <StayList when="past" title={t('hostings.past')} empty={t('mine.noPast')} footer={pastStayFooter} />
          {anyCancelled || cancelled.isError ? <StayList when="cancelled" title={t('hostings.cancelled')} empty={t('hostings.nothingCancelled')} /> : null}
        </CardContent>
      ) : null}
    </Card>
  );
}

function StayList({ when, title, empty, footer }: { when: HostStayPeriod; title: string; empty: string; footer?: HostedStayFooter }) {
  const t = useT('bookings');
  const stays = useHostStays(when);
  // ADR 0196: the answer's arrival keeps what is on screen; the list renders in a non-blocking render.
  const { shown, loading } = useDeferredAnswer(stays);
  const items = shown?.pages.flatMap((page) => page.bookings) ?? [];
  // A calendar event links here with its stay's anchor (a stay on a later page is not found).
  useScrollToHash(items.length);
  const headingId = `hosted-${when}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {title}
      </h3>
      {loading ? (
        <div className="grid gap-2" role="status" aria-label={t('hostings.loading', { when })}>
          <Skeleton className="h-14 w-full" />
        </div>
      ) : stays.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p>{serverText(stays.error, t('hostings.loadFailed', { when }))}</p>
          <Button variant="outline" size="sm" onClick={() => stays.refetch()} loading={stays.isRefetching}>
            {t('mine.tryAgain')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {items.map((booking) => (
            <li key={booking.id} id={stayAnchorId(booking.id)} className="grid scroll-mt-24 gap-2 rounded-md border border-border px-3 py-2">
              <HostedStay booking={booking} />
              {footer?.(booking)}
            </li>
          ))}
        </ul>
      )}
      {stays.hasNextPage ? (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => stays.fetchNextPage()} loading={stays.isFetchingNextPage}>
          {t('hostings.showMore')}
        </Button>
      ) : null}
    </section>
  );
}

/**
 * One stay on my listing: which home, when, and who (with their e-mail, the host's way to reach them).
 * memo (ADR 0198): the lists render from deferred answers (ADR 0196), and the card re-renders at
 * each of its three queries' changes; an unchanged stay is not rendered again.
 */
const HostedStay = memo(function HostedStay({ booking }: { booking: BookingView }) {
  const t = useT('bookings');
  const now = Date.now();
  const ahead = booking.status === 'confirmed' && !isStayCompleted(booking, now);
  const guestName = booking.guest?.name ?? booking.guest?.email ?? t('hostings.guest');
  const note = stayChangeNote(booking, 'host', t);
  const stayName = t('hostings.stayName', { guest: guestName, title: booking.listingTitle, from: formatStayDate(booking.checkIn), to: formatStayDate(booking.checkOut) });
  return (
    <div className="grid gap-2">
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
      <div className="grid gap-0.5">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          <span data-i18n-exempt>{booking.listingTitle}</span>
          {ahead ? null : <BookingStatusBadge booking={booking} viewer="host" nowMs={now} />}
        </span>
        <span className="text-muted-foreground">
          <DateRange from={booking.checkIn} to={booking.checkOut} /> ·{' '}
          {t('hostings.nights', { count: booking.nights })}
        </span>
      </div>
      <div className="grid justify-items-start gap-0.5 sm:justify-items-end">
        <span data-i18n-exempt={booking.guest?.name ?? booking.guest?.email ? '' : undefined}>{guestName}</span>
        {booking.guest?.email ? (
          <a href={`mailto:${booking.guest.email}`} className="flex items-center gap-1 text-primary underline-offset-4 hover:underline">
            <Mail aria-hidden="true" className="size-3.5" />
            {booking.guest.email}
          </a>
        ) : null}
      </div>
    </div>
      {note ? <p className="text-muted-foreground">{note}</p> : null}
      {booking.hostEarnings ? <EarningsLine earnings={booking.hostEarnings} request={booking.status === 'requested'} /> : null}
      {booking.status === 'requested' ? <RequestAnswer booking={booking} /> : null}
      {ahead ? (
        <div className="flex flex-wrap items-center gap-3">
          <AddToCalendarLink bookingId={booking.id} />
          <CancelStayButton bookingId={booking.id} label={t('hostings.cancelThis')} stayName={stayName} />
        </div>
      ) : null}
    </div>
  );
});

/** What the stay earns me (issue 21): the nightly amount minus the commission, less any refund; for a request, what accepting it earns (issue 29). */
function EarningsLine({ earnings, request }: { earnings: HostEarnings; request: boolean }) {
  const t = useT('bookings');
  if (earnings.status === 'none') return <p className="text-muted-foreground">{t('earnings.none')}</p>;
  const kind = request ? 'request' : earnings.status === 'paid' || earnings.status === 'reversed' ? earnings.status : 'expected';
  const reward = earnings.reward && earnings.reward.amount > 0 ? earnings.reward : null;
  return (
    <p>
      <span className="text-muted-foreground">{t('earnings.label', { kind })} </span>
      <span className="font-medium">{formatEuros(earnings.amount)}</span>
      {earnings.status === 'awaiting_account' ? <span className="text-muted-foreground"> · {t('earnings.awaitingAccount')}</span> : null}
      {reward ? (
        <span className="text-muted-foreground">
          {' '}
          · {t('earnings.reward', { kind: reward.kind, amount: formatEuros(reward.amount), credits: reward.amount, capped: reward.capped ? 'yes' : 'no' })}
        </span>
      ) : null}
    </p>
  );
}

/** Accept or Decline a booking request (issue 17). */
function RequestAnswer({ booking }: { booking: BookingView }) {
  const t = useT('bookings');
  const answer = useAnswerRequest();
  const send = (choice: 'accept' | 'decline') =>
    answer.mutate(
      { bookingId: booking.id, answer: choice },
      {
        onSuccess: () =>
          toast(choice === 'accept' ? { title: t('answer.acceptedTitle'), description: t('answer.acceptedBody') } : { title: t('answer.declinedTitle'), description: t('answer.declinedBody') }),
        onError: (error) => toast({ title: t('answer.failedTitle'), description: serverText(error, t('cancel.tryAgain')), variant: 'destructive' }),
      },
    );
  const busy = answer.isPending ? answer.variables?.answer : undefined;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => send('accept')} loading={busy === 'accept'} disabled={answer.isPending}>
        {t('answer.accept')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => send('decline')} loading={busy === 'decline'} disabled={answer.isPending}>
        {t('answer.decline')}
      </Button>
    </div>
  );
}
