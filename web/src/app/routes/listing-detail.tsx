import { useParams } from 'react-router';
import { ListingDetail } from '../../features/listings/components/listing-detail';

/**
 * `/app/listings/{id}`. The page composes the listing (features/listings) with the booking panel
 * (features/bookings, SPEC.md §2), which is why it lives in app/: pass it as
 * `bookingPanel={(listing) => <BookingPanel listing={listing} />}`. The host never sees it.
 */
export function ListingDetailRoute() {
  const { id = '' } = useParams();
  return <ListingDetail key={id} listingId={id} />;
}
