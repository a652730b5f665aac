import { stayPagePath } from '@worknest/shared/stay-links';
import { ENV, requireEnv } from '../../config/function-environment';
import { getBooking } from '../../store/bookings';
import { getUser } from '../../store/users';
import { ConflictError, NotFoundError } from '../errors';
import type { Session } from '../auth/session';
import { calendarStay, stayCalendar } from './listing-calendar';

export const STAY_CALENDAR_MESSAGES = {
  notFound: 'Booking not found',
  notConfirmed: 'Only confirmed stays can be added to a calendar.',
} as const;

/**
 * "Add to calendar" (issue 20): one confirmed stay as an .ics file, for its guest or its host
 * (anyone else: 404, as for an unknown booking). The event has the feed's UID, so a host who also
 * subscribes to the listing's feed sees one event, not two.
 */
export async function stayCalendarFile(session: Pick<Session, 'userId'>, bookingId: string): Promise<{ filename: string; body: string }> {
  const booking = await getBooking(bookingId);
  if (!booking || (booking.guestId !== session.userId && booking.hostId !== session.userId)) throw new NotFoundError(STAY_CALENDAR_MESSAGES.notFound);
  if (booking.status !== 'confirmed') throw new ConflictError(STAY_CALENDAR_MESSAGES.notConfirmed, 'stay_not_confirmed');
  const asGuest = booking.guestId === session.userId;
  const origin = requireEnv(ENV.appOrigin);
  const guest = asGuest ? null : await getUser(booking.guestId);
  const title = asGuest ? `Stay at ${booking.listingTitle}` : `${guest?.firstName?.trim() || 'Guest'} stays at ${booking.listingTitle}`;
  const location = [booking.city, booking.country].filter(Boolean).join(', ') || null;
  return {
    filename: `worknest-stay-${booking.checkIn}.ics`,
    body: stayCalendar({
      stay: calendarStay(booking),
      title,
      location,
      description: asGuest ? 'Your Worknest stay.' : 'A Worknest guest stays at your home.',
      link: new URL(stayPagePath(booking.id, asGuest ? 'guest' : 'host'), origin).toString(),
    }),
  };
}
