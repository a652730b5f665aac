import { swapStayCancelledLine } from '@worknest/shared/system-lines';
import { logger } from '../../logging/logger';
import type { BookingRecord } from '../../store/bookings';
import { postStayNotice } from '../messaging/post-stay-notice';

/**
 * Issue 37: a half of an accepted swap was cancelled (cancel-stay.ts). The other member is told in
 * their conversation that they may keep or cancel their own half, without penalty (no money moved
 * in a swap). The swap reads as `cancelled` from then on (domain/swaps/swaps.ts derives it from
 * its two stays, so a cancellation touches no swap item). Logged, never thrown: the stay is cancelled.
 */
export async function tellSwapPartner(booking: BookingRecord): Promise<void> {
  if (!booking.swapId) return;
  try {
    await postStayNotice(booking, booking.cancelledById ?? booking.guestId, swapStayCancelledLine(booking));
  } catch (error) {
    logger.error('a step after a cancelled swap stay failed', { bookingId: booking.id, swapId: booking.swapId, error: error as Error });
  }
}
