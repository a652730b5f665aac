import { lazy, Suspense } from 'react';
import type { ListingDetail } from '@worknest/shared/listing';
import { BookingPanel } from '../../features/bookings/components/booking-panel';
import { MessageHostButton } from '../../features/messages/components/message-host-button';
import { useT } from '../../lib/i18n';

// Issue 39: the heart, Report and Block load after the panel (their dialogs are not needed before).
const ReportButton = lazy(() => import('../../components/report-button').then((m) => ({ default: m.ReportButton })));
const BlockMemberButton = lazy(() => import('../../components/block-member-button').then((m) => ({ default: m.BlockMemberButton })));
// Issue 37: "Propose a swap", for members whose company runs swaps.
const ProposeSwapButton = lazy(() => import('../../features/bookings/components/propose-swap').then((m) => ({ default: m.ProposeSwapButton })));
const FavouriteButton = lazy(() => import('../../features/listings/components/favourite-button').then((m) => ({ default: m.FavouriteButton })));

/**
 * What a colleague can do on `/app/listings/{id}`: the booking panel (features/bookings, SPEC.md §2),
 * ask the host, propose a swap, keep, report or block. One chunk that the route mounts after the
 * first paint (issue 31, ADR 0170); the host never sees it.
 */
export function ListingActions({ listing }: { listing: ListingDetail }) {
  const t = useT('listing');
  return (
    <div className="grid gap-3">
      <BookingPanel listing={listing} />
      {/* Messaging: ask the host before booking (features/messages). */}
      <MessageHostButton listingId={listing.id} className="w-full" />
      <Suspense fallback={null}>
        <ProposeSwapButton listing={listing} />
      </Suspense>
      {/* Issue 39: keep the home (the heart). */}
      <Suspense fallback={null}>
        <div className="flex items-center gap-3 text-sm">
          <FavouriteButton listingId={listing.id} title={listing.title} />
          <span className="text-muted-foreground">{t('actions.saveFavourite')}</span>
        </div>
      </Suspense>
      {/* Issue 39: report the listing or its host, block the host. */}
      <Suspense fallback={null}>
        <div className="flex flex-wrap items-center gap-1">
          {/* Two Report buttons side by side: each says what it reports. */}
          <ReportButton targetType="listing" targetId={listing.id} label={t('actions.reportListing')} showLabel />
          <ReportButton targetType="user" targetId={listing.host.id} label={t('actions.reportHost', { name: listing.host.name })} showLabel />
          <BlockMemberButton userId={listing.host.id} name={listing.host.name} />
        </div>
      </Suspense>
    </div>
  );
}
