import { formatStayDate } from '@worknest/shared/booking-rules';
import { logger } from '../../logging/logger';
import type { BookingRecord } from '../../store/bookings';
import { recordNoPayout } from '../../store/payouts';
import { appendCreditEntry, type AppendOutcome } from '../../store/credits';
import { nowMs } from '../../clock';
import { entryKey, type CreditKind } from '@worknest/shared/credit-rules';

/**
 * Issue 37 (ADR 0141): what the payouts job does for a stay without money, 24 hours after its
 * check-out (its payout entry was queued when it was confirmed, as every stay's is): the host of a
 * confirmed credit stay earns its credits (key `<booking>#hosted`, so a second run or a retry
 * never pays twice); a cancelled one earns nothing; a swap's half pays nothing. Then the stay
 * leaves the payout queue with nothing owed.
 */
export async function settleExchangeStay(booking: BookingRecord): Promise<void> {
  if (booking.payer === 'credits' && booking.status === 'confirmed' && (booking.creditsAmount ?? 0) > 0) {
    const outcome = await creditForBooking(
      booking.hostId,
      'hosted',
      booking.id,
      booking.creditsAmount!,
      `Hosted: ${booking.listingTitle}, ${formatStayDate(booking.checkIn)} – ${formatStayDate(booking.checkOut)}`,
    );
    logger.info('credits earned by hosting', { bookingId: booking.id, hostId: booking.hostId, credits: booking.creditsAmount, outcome });
  }
  await recordNoPayout(booking);
}

/** One entry of a booking, once per (booking, kind): earned by hosting, a company reward. */
export async function creditForBooking(userId: string, kind: Extract<CreditKind, 'hosted' | 'reward'>, bookingId: string, amount: number, note: string): Promise<AppendOutcome | 'nothing'> {
  if (amount <= 0) return 'nothing';
  return appendCreditEntry({ userId, key: entryKey(kind, bookingId), amount, kind, bookingId, note, atMs: nowMs() });
}
