import { formatEuros } from '@worknest/shared/booking-rules';
import type { BookingView } from '@worknest/shared/booking';
import { dates } from '@worknest/shared/format-dates';
import type { MessageValues } from '@worknest/shared/message-format';

const dateTime = (iso: string) => dates.dateTime(iso);

/** A catalog reader of the `bookings` namespace (`useT('bookings')`). */
export type BookingsT = (id: string, values?: MessageValues) => string;

/**
 * One sentence about a request or a cancellation (issue 17), for the guest's trip or the host's
 * stay, in the reader's language (issue 40: `bookings` catalog, `change.*`); null when there is
 * nothing to say.
 */
export function stayChangeNote(
  booking: Pick<BookingView, 'status' | 'cancelledBy' | 'cancelledAt' | 'refundedAmount' | 'refundIssued' | 'requestExpiresAt' | 'bookingMode' | 'confirmedAt'>,
  viewer: 'guest' | 'host',
  t: BookingsT,
): string | null {
  switch (booking.status) {
    case 'requested':
      return t(viewer === 'guest' ? 'change.requestedGuest' : 'change.requestedHost', { date: dateTime(booking.requestExpiresAt!) });
    case 'declined':
      return t(viewer === 'guest' ? 'change.declinedGuest' : 'change.declinedHost');
    case 'expired':
      return t('change.expired');
    case 'cancelled': {
      if (!booking.cancelledBy) return null;
      const who = booking.cancelledBy === viewer ? 'you' : booking.cancelledBy;
      const when = booking.cancelledAt ? dateTime(booking.cancelledAt) : 'none';
      if (isWithdrawnRequest(booking)) {
        const by = booking.cancelledBy === 'admin' ? 'admin' : viewer;
        return t('change.withdrawn', { by, when: booking.cancelledAt ? 'yes' : 'no', date: when });
      }
      const amount = booking.refundedAmount ?? 0;
      const refund = amount > 0 ? (booking.refundIssued ? 'issued' : 'pending') : 'none';
      return t('change.cancelled', { who, when: booking.cancelledAt ? 'yes' : 'no', date: when, refund, amount: formatEuros(amount), viewer });
    }
    default:
      return null;
  }
}

/** A request closed by its guest (or an admin) before the host answered: cancelled, never confirmed. */
export function isWithdrawnRequest(booking: Pick<BookingView, 'status' | 'cancelledBy' | 'bookingMode' | 'confirmedAt'>): boolean {
  return booking.status === 'cancelled' && booking.cancelledBy !== null && booking.bookingMode === 'request' && booking.confirmedAt === null;
}
