import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ListingDetail } from '../../features/listings/components/listing-detail';
import { AfterFirstPaint } from '../../lib/use-idle-after';
import { Skeleton } from '../../components/ui/skeleton';
import { loadNamespaces, useT } from '../../lib/i18n';

// Issue 31 (ADR 0170): the booking panel with the page's other actions (ask the host, swap, keep,
// report, block) loads after the first paint, in the place its skeleton holds; the page paints
// with the price, the photos and the details.
const ListingActions = lazy(() => import('./listing-actions').then((m) => ({ default: m.ListingActions })));
// Calendar sync (issue 20) is for the host alone: guests, most of this page's visitors, never load it.
const CalendarSync = lazy(() => Promise.all([import('../../features/calendar/components/calendar-sync'), loadNamespaces(['calendar'])]).then(([m]) => ({ default: m.CalendarSync })));
// Issue 31: the reviews close the page, far below the first screen: their code loads after the first paint (their data starts at navigation).
const ListingReviews = lazy(() => import('../../features/reviews/components/listing-reviews').then((m) => ({ default: m.ListingReviews })));

/**
 * `/app/listings/{id}`. The page composes the listing (features/listings) with the booking panel
 * (features/bookings, SPEC.md §2), which is why it lives in app/: pass it as
 * `bookingPanel={(listing) => <ListingActions listing={listing} />}` (listing-actions.tsx). The host never sees it.
 */
export function ListingDetailRoute() {
  const { id = '' } = useParams();
  const t = useT('listing');
  return (
    <ListingDetail
      key={id}
      listingId={id}
      bookingPanel={(listing) => (
        <AfterFirstPaint fallback={<Skeleton className="h-96 w-full rounded-lg" aria-label={t('panel.loading')} />}>
          <ListingActions listing={listing} />
        </AfterFirstPaint>
      )}
      reviews={(listing) => (
        <AfterFirstPaint fallback={<Skeleton className="h-40 w-full rounded-xl" aria-label={t('reviewsLoading')} />}>
          <ListingReviews listingId={listing.id} />
        </AfterFirstPaint>
      )}
      // Calendar sync (issue 20): the feed to subscribe to and the calendars to import, for the host.
      hostTools={(listing) => (
        <Suspense fallback={null}>
          <CalendarSync listingId={listing.id} />
        </Suspense>
      )}
    />
  );
}
