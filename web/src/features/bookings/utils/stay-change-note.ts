import { formatEuros } from '@worknest/shared/booking-rules';
import type { BookingView } from '@worknest/shared/booking';
import { dates } from '@worknest/shared/format-dates';

const dateTime = (iso: string) => dates.dateTime(iso);

/**
 * One sentence about a request or a cancellation (issue 17), for the guest's trip or the host's
 * stay; null when there is nothing to say.
 */
export function stayChangeNote(
  booking: Pick<BookingView, 'status' | 'cancelledBy' | 'cancelledAt' | 'refundedAmount' | 'refundIssued' | 'requestExpiresAt' | 'bookingMode' | 'confirmedAt'>,
  viewer: 'guest' | 'host',
): string | null {
  switch (booking.status) {
    case 'requested':
      return viewer === 'guest'
        ? `Waiting for the host. Your card is authorized, not charged; the host answers by ${dateTime(booking.requestExpiresAt!)}.`
        : `Please accept or decline by ${dateTime(booking.requestExpiresAt!)}. The guest's card is authorized, not charged.`;
    case 'declined':
      return viewer === 'guest' ? 'The host declined this request. Your card was not charged.' : 'You declined this request.';
    case 'expired':
      return 'This request expired without an answer. The card was not charged.';
    case 'cancelled': {
      if (!booking.cancelledBy) return null;
      const who = booking.cancelledBy === viewer ? 'you' : booking.cancelledBy === 'admin' ? 'an administrator' : `the ${booking.cancelledBy}`;
      const when = booking.cancelledAt ? ` on ${dateTime(booking.cancelledAt)}` : '';
      if (isWithdrawnRequest(booking)) {
        const by = booking.cancelledBy === 'admin' ? 'An administrator withdrew' : viewer === 'guest' ? 'You withdrew' : 'The guest withdrew';
        return `${by} this request${when}. The card was not charged.`;
      }
      const amount = booking.refundedAmount ?? 0;
      const refund = amount > 0 ? ` ${formatEuros(amount)} ${booking.refundIssued ? 'refunded' : 'being refunded'}${viewer === 'host' ? ' to the guest' : ''}.` : ' Nothing refunded.';
      return `Cancelled by ${who}${when}.${refund}`;
    }
    default:
      return null;
  }
}

/** A request closed by its guest (or an admin) before the host answered: cancelled, never confirmed. */
export function isWithdrawnRequest(booking: Pick<BookingView, 'status' | 'cancelledBy' | 'bookingMode' | 'confirmedAt'>): boolean {
  return booking.status === 'cancelled' && booking.cancelledBy !== null && booking.bookingMode === 'request' && booking.confirmedAt === null;
}
