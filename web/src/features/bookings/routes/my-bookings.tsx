import type { ReactNode } from 'react';
import { useDeferredAnswer } from '../../../lib/use-deferred-answer';
import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { utcDate } from '@worknest/shared/booking-rules';
import type { BookingView } from '@worknest/shared/booking';
import { stayAnchorId } from '@worknest/shared/stay-links';
import { PageLoadError } from '../../../components/page-load-error';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { serverText, useT } from '../../../lib/i18n';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { useMyBookings } from '../api/get-my-bookings';
import { TripCard } from '../components/trip-card';

/** Upcoming: not over yet and paid, being paid or waiting for the host. Past: over. Everything else (cancelled, declined, …) did not happen. */
export function groupTrips(bookings: BookingView[], today: string) {
  const happening = (b: BookingView) => b.status === 'confirmed' || b.status === 'requested' || b.status === 'awaiting_approval' || (b.status === 'pending' && b.holdActive);
  return {
    upcoming: bookings.filter((b) => happening(b) && b.checkOut > today).sort((a, b) => a.checkIn.localeCompare(b.checkIn)),
    past: bookings.filter((b) => b.status === 'confirmed' && b.checkOut <= today),
    other: bookings.filter((b) => !happening(b)),
  };
}

/** Added under each trip by the page that composes this one (app/routes/my-bookings: the stay's review). */
type TripFooter = (booking: BookingView) => ReactNode;

/** `/app/bookings`: My Bookings, the trips I booked as a guest (profile's View Bookings opens it). */
export function MyBookingsRoute({ tripFooter }: { tripFooter?: TripFooter } = {}) {
  const t = useT('bookings');
  const trips = useMyBookings();
  // ADR 0196: the answer's arrival keeps what is on screen; the list renders in a non-blocking render.
  const { shown, loading } = useDeferredAnswer(trips);
  const groups = groupTrips(shown?.bookings ?? [], utcDate(Date.now()));
  // A calendar event ("Add to calendar") links here with its stay's anchor.
  useScrollToHash(shown?.bookings.length);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('mine.title')}</h1>
        <p className="text-muted-foreground">{t('mine.intro')}</p>
      </header>
      {loading ? (
        <div className="grid gap-4" role="status" aria-label={t('mine.loading')}>
          <Skeleton className="h-32 w-full rounded-xl" />
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      ) : trips.isError ? (
        <PageLoadError boxed message={serverText(trips.error, t('mine.loadFailed'))} retryLabel={t('mine.tryAgain')} onRetry={() => trips.refetch()} retrying={trips.isRefetching} />
      ) : !shown || shown.bookings.length === 0 ? (
        <EmptyState
          icon={CalendarDays}
          title={t('mine.emptyTitle')}
          description={t('mine.emptyBody')}
          action={
            <Button asChild>
              <Link to="/app/listings">{t('mine.browse')}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <TripSection title={t('mine.upcoming')} trips={groups.upcoming} empty={t('mine.noUpcoming')} tripFooter={tripFooter} />
          <TripSection title={t('mine.past')} trips={groups.past} empty={t('mine.noPast')} tripFooter={tripFooter} />
          {groups.other.length > 0 ? <TripSection title={t('mine.other')} trips={groups.other} empty="" /> : null}
        </>
      )}
    </div>
  );
}

function TripSection({ title, trips, empty, tripFooter }: { title: string; trips: BookingView[]; empty: string; tripFooter?: TripFooter }) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-muted-foreground">({trips.length})</span>
      </h2>
      {trips.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-4">
          {trips.map((trip) => (
            <li key={trip.id} id={stayAnchorId(trip.id)} className="scroll-mt-24">
              <TripCard booking={trip} footer={tripFooter?.(trip)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
