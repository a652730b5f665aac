import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ListingDetail } from '../../features/listings/components/listing-detail';
import { MessageHostButton } from '../../features/messages/components/message-host-button';
import { AfterFirstPaint } from '../../lib/use-idle-after';
import { Skeleton } from '../../components/ui/skeleton';

// Issue 31: the booking panel (dates, guests, price, its checks) loads after the first paint, in the
// place its skeleton holds; the page paints with the price, the photos and the details.
const BookingPanel = lazy(() => import('../../features/bookings/components/booking-panel').then((m) => ({ default: m.BookingPanel })));
// Issue 39: the heart, Report and Block load after first paint (their dialogs are not needed before).
const ReportButton = lazy(() => import('../../components/report-button').then((m) => ({ default: m.ReportButton })));
const BlockMemberButton = lazy(() => import('../../components/block-member-button').then((m) => ({ default: m.BlockMemberButton })));
// Issue 37: "Propose a swap", for members whose company runs swaps.
const ProposeSwapButton = lazy(() => import('../../features/bookings/components/propose-swap').then((m) => ({ default: m.ProposeSwapButton })));
// Calendar sync (issue 20) is for the host alone: guests, most of this page's visitors, never load it.
const CalendarSync = lazy(() => import('../../features/calendar/components/calendar-sync').then((m) => ({ default: m.CalendarSync })));
// Issue 31: the reviews close the page, far below the first screen: their code loads after the first paint (their data starts at navigation).
const ListingReviews = lazy(() => import('../../features/reviews/components/listing-reviews').then((m) => ({ default: m.ListingReviews })));
const FavouriteButton = lazy(() => import('../../features/listings/components/favourite-button').then((m) => ({ default: m.FavouriteButton })));

/**
 * `/app/listings/{id}`. The page composes the listing (features/listings) with the booking panel
 * (features/bookings, SPEC.md §2), which is why it lives in app/: pass it as
 * `bookingPanel={(listing) => <BookingPanel listing={listing} />}`. The host never sees it.
 */
export function ListingDetailRoute() {
  const { id = '' } = useParams();
  return (
    <ListingDetail
      key={id}
      listingId={id}
      bookingPanel={(listing) => (
        <div className="grid gap-3">
          <AfterFirstPaint fallback={<Skeleton className="h-80 w-full rounded-lg" aria-label="Loading the booking form" />}>
            <BookingPanel listing={listing} />
          </AfterFirstPaint>
          {/* Messaging: ask the host before booking (features/messages). */}
          <MessageHostButton listingId={listing.id} className="w-full" />
          <Suspense fallback={null}>
            <ProposeSwapButton listing={listing} />
          </Suspense>
          {/* Issue 39: keep the home (the heart), loaded after first paint. */}
          <Suspense fallback={null}>
            <div className="flex items-center gap-3 text-sm">
              <FavouriteButton listingId={listing.id} title={listing.title} />
              <span className="text-muted-foreground">Save to favourites</span>
            </div>
          </Suspense>
          {/* Issue 39: report the listing or its host, block the host. */}
          <Suspense fallback={null}>
            <div className="flex flex-wrap items-center gap-1">
              <ReportButton targetType="listing" targetId={listing.id} label="Report this listing" />
              <ReportButton targetType="user" targetId={listing.host.id} label={`Report ${listing.host.name}`} />
              <BlockMemberButton userId={listing.host.id} name={listing.host.name} />
            </div>
          </Suspense>
        </div>
      )}
      reviews={(listing) => (
        <AfterFirstPaint fallback={<Skeleton className="h-40 w-full rounded-xl" aria-label="Loading reviews" />}>
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
