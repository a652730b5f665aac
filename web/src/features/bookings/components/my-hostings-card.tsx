import type { ReactNode } from 'react';
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
import { serverMessage } from '../../../lib/api-request';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { useHostStays } from '../api/get-host-bookings';
import { useAnswerRequest } from '../api/stay-changes';
import { stayChangeNote } from '../utils/stay-change-note';
import { BookingStatusBadge } from './booking-status-badge';
import { AddToCalendarLink } from './add-to-calendar-link';
import { CancelStayButton } from './cancel-stay-button';
import { plural } from '@worknest/shared/plural';

/** SPEC.md §2 My Hostings notices. */
export function hostingsNotice(listingCount: number, bookingCount: number): string {
  if (listingCount === 0) return 'Create a listing first to see your hosting bookings.';
  if (bookingCount === 0) return 'No bookings for your listings yet.';
  return `You have ${plural(bookingCount, 'booking')} for your listings.`;
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
            My Hostings
            {active > 0 ? <Badge variant="success">{plural(active, 'active booking')}</Badge> : null}
          </CardTitle>
          <CardDescription>Colleagues staying in your homes.</CardDescription>
        </div>
        <Button
          variant="outline"
          disabled={!ready}
          onClick={() => toast({ title: 'My Hostings', description: hostingsNotice(listingCount ?? 0, total) })}
        >
          <Home aria-hidden="true" />
          View Hostings
        </Button>
      </CardHeader>
      {total > 0 || listed || upcoming.isError || past.isError || cancelled.isError ? (
        <CardContent className="grid gap-6">
          <StayList when="upcoming" title="Upcoming stays" empty="No upcoming stays." />
          <StayList when="past" title="Past stays" empty="No past stays yet." footer={pastStayFooter} />
          {anyCancelled || cancelled.isError ? <StayList when="cancelled" title="Cancelled and declined" empty="Nothing cancelled." /> : null}
        </CardContent>
      ) : null}
    </Card>
  );
}

function StayList({ when, title, empty, footer }: { when: HostStayPeriod; title: string; empty: string; footer?: HostedStayFooter }) {
  const stays = useHostStays(when);
  const items = stays.data?.pages.flatMap((page) => page.bookings) ?? [];
  // A calendar event links here with its stay's anchor (a stay on a later page is not found).
  useScrollToHash(items.length);
  const headingId = `hosted-${when}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {title}
      </h3>
      {stays.isPending ? (
        <div className="grid gap-2" role="status" aria-label={`Loading ${title.toLowerCase()}`}>
          <Skeleton className="h-14 w-full" />
        </div>
      ) : stays.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p>{serverMessage(stays.error, `We couldn't load your ${title.toLowerCase()}.`)}</p>
          <Button variant="outline" size="sm" onClick={() => stays.refetch()} loading={stays.isRefetching}>
            Try again
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
          Show more
        </Button>
      ) : null}
    </section>
  );
}

/** One stay on my listing: which home, when, and who (with their e-mail, the host's way to reach them). */
function HostedStay({ booking }: { booking: BookingView }) {
  const now = Date.now();
  const ahead = booking.status === 'confirmed' && !isStayCompleted(booking, now);
  const guestName = booking.guest?.name ?? booking.guest?.email ?? 'Guest';
  const note = stayChangeNote(booking, 'host');
  const stayName = `${guestName}: ${booking.listingTitle}, ${formatStayDate(booking.checkIn)} → ${formatStayDate(booking.checkOut)}`;
  return (
    <div className="grid gap-2">
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
      <div className="grid gap-0.5">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {booking.listingTitle}
          {ahead ? null : <BookingStatusBadge booking={booking} viewer="host" nowMs={now} />}
        </span>
        <span className="text-muted-foreground">
          {formatStayDate(booking.checkIn)} → {formatStayDate(booking.checkOut)} · {plural(booking.nights, 'night')}
        </span>
      </div>
      <div className="grid justify-items-start gap-0.5 sm:justify-items-end">
        <span>{guestName}</span>
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
          <CancelStayButton bookingId={booking.id} label="Cancel this stay" stayName={stayName} />
        </div>
      ) : null}
    </div>
  );
}

/** What the stay earns me (issue 21): the nightly amount minus the commission, less any refund; for a request, what accepting it earns (issue 29). */
function EarningsLine({ earnings, request }: { earnings: HostEarnings; request: boolean }) {
  if (earnings.status === 'none') return <p className="text-muted-foreground">No earnings: the stay was refunded.</p>;
  const label = request ? 'Expected earnings if you accept' : earnings.status === 'paid' ? 'Paid out' : earnings.status === 'reversed' ? 'Payout reversed' : 'Expected earnings';
  return (
    <p>
      <span className="text-muted-foreground">{label}: </span>
      <span className="font-medium">{formatEuros(earnings.amount)}</span>
      {earnings.status === 'awaiting_account' ? <span className="text-muted-foreground"> · paid once you set up payouts</span> : null}
      {earnings.reward && earnings.reward.amount > 0 ? (
        <span className="text-muted-foreground">
          {' '}
          · company reward <span className="font-medium text-foreground">{earnings.reward.kind === 'cash' ? formatEuros(earnings.reward.amount) : plural(earnings.reward.amount, 'credit')}</span>
          {earnings.reward.kind === 'cash' ? ' with the payout' : ''}
          {earnings.reward.capped ? ' (monthly cap reached)' : ''}
        </span>
      ) : null}
    </p>
  );
}

/** Accept or Decline a booking request (issue 17). */
function RequestAnswer({ booking }: { booking: BookingView }) {
  const answer = useAnswerRequest();
  const send = (choice: 'accept' | 'decline') =>
    answer.mutate(
      { bookingId: booking.id, answer: choice },
      {
        onSuccess: () =>
          toast({ title: choice === 'accept' ? 'Request accepted' : 'Request declined', description: choice === 'accept' ? 'The stay is confirmed and the guest is told.' : 'The guest is told; their card is not charged.' }),
        onError: (error) => toast({ title: 'Could not answer the request', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  const busy = answer.isPending ? answer.variables?.answer : undefined;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => send('accept')} loading={busy === 'accept'} disabled={answer.isPending}>
        Accept
      </Button>
      <Button size="sm" variant="outline" onClick={() => send('decline')} loading={busy === 'decline'} disabled={answer.isPending}>
        Decline
      </Button>
    </div>
  );
}
