import { formatStayDate } from '@worknest/shared/booking-rules';
import type { Canceller } from '@worknest/shared/cancellation-rules';
import { creditRefund, entryKey } from '@worknest/shared/credit-rules';
import type { BookingRecord } from '../../store/bookings';
import { creditItemsWithStatus } from '../../store/credits';
import type { OutboxPut } from '../../store/outbox';

/**
 * The ledger's items that give a credit stay's credits back with its status change (committed in
 * the same transaction, so a second cancellation or a retry never gives them twice): all of them
 * for a request that closes (declined, expired, withdrawn), the policy's share in whole credits
 * (rounded down) for a cancelled stay. None for any other stay.
 */
export function creditsBackItems(booking: BookingRecord, nowMs: number, cancelledBy?: Canceller): OutboxPut[] {
  if (booking.payer !== 'credits' || !booking.creditsAmount) return [];
  const amount = cancelledBy
    ? (creditRefund(
        { checkIn: booking.checkIn, checkOut: booking.checkOut, timeZone: booking.timeZone, policy: booking.cancellationPolicy, creditsAmount: booking.creditsAmount, nights: booking.nights },
        cancelledBy,
        nowMs,
      ) ?? 0)
    : booking.creditsAmount;
  if (amount <= 0) return [];
  return creditItemsWithStatus([
    {
      userId: booking.guestId,
      key: entryKey('refund', booking.id),
      amount,
      kind: 'refund',
      bookingId: booking.id,
      note: `${booking.listingTitle}, ${formatStayDate(booking.checkIn)} – ${formatStayDate(booking.checkOut)}`,
      atMs: nowMs,
    },
  ]);
}
