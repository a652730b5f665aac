import { fullAddress } from '@worknest/shared/arrival-rules';
import { STAY_VIEW_MESSAGES, type StayView } from '@worknest/shared/stay-view';
import { getBooking } from '../../store/bookings';
import { nowMs } from '../../clock';
import { getListing } from '../../store/listings';
import { getUser } from '../../store/users';
import type { Session } from '../auth/session';
import { toBookingView } from '../bookings/booking-view';
import { NotFoundError } from '../errors';

/**
 * One stay for the stay page (issue 41): its guest or its host, anyone else 404 (as for an unknown
 * booking). While the stay is confirmed, whoever paid (swaps included), the full address, the
 * home's position and the arrival guide come from the listing as it is now; any other state
 * (requested, cancelled, refunded, ...) shows neither. The host's contact goes to the guest of a
 * confirmed stay only, the guest's name to the host, as in the lists.
 */
export async function getStay(session: Pick<Session, 'userId'>, bookingId: string): Promise<StayView> {
  const booking = await getBooking(bookingId);
  if (!booking || (booking.guestId !== session.userId && booking.hostId !== session.userId)) throw new NotFoundError(STAY_VIEW_MESSAGES.notFound);
  const side = booking.guestId === session.userId ? 'guest' : 'host';
  const confirmed = booking.status === 'confirmed';
  const [listing, other] = await Promise.all([
    getListing(booking.listingId),
    side === 'guest' ? (confirmed ? getUser(booking.hostId) : Promise.resolve(null)) : getUser(booking.guestId),
  ]);
  const view = toBookingView(booking, nowMs(), side === 'guest' ? { hostForGuest: other } : { guestForHost: other });
  const reveal = confirmed && listing !== null;
  return {
    ...view,
    side,
    address: reveal ? fullAddress(listing) : null,
    arrivalGuide: reveal ? listing.arrivalGuide : null,
    houseRules: listing?.houseRules ?? null,
    location: reveal && listing.latitude !== null && listing.longitude !== null ? { latitude: listing.latitude, longitude: listing.longitude } : null,
  };
}
