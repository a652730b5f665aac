import { CANCELLATION_MESSAGES, REQUEST_WITHDRAWAL_RULE, type CancellationPreview } from '@worknest/shared/cancellation';
import type { BookingRecord } from '../../store/bookings';
import type { Viewer } from '../listings/viewer';
import { REQUEST_MESSAGES } from './request-messages';
import { loadFor, quote } from './stay-cancellation';

/**
 * `GET /api/bookings/{id}/cancellation` (issue 17): what cancelling now would refund, for this
 * caller. A pure read (issue 30): it writes nothing and calls no payment provider.
 */

function notCancellableReason(booking: BookingRecord): string {
  if (booking.status === 'cancelled' && booking.cancelledBy) return CANCELLATION_MESSAGES.alreadyCancelled;
  return CANCELLATION_MESSAGES.notConfirmed;
}

/** `GET /api/bookings/{id}/cancellation`: what cancelling now would refund, for this caller. */
export async function previewCancellation(bookingId: string, viewer: Viewer, nowMs: number): Promise<CancellationPreview> {
  const loaded = await loadFor(bookingId, viewer);
  const booking = loaded.booking;
  const base = {
    bookingId: booking.id,
    policy: booking.cancellationPolicy,
    cancelAs: loaded.as,
    totalAmount: booking.totalAmount,
    timeZone: booking.timeZone,
  };
  const closed = { ...base, cancellable: false, refundAmount: 0, keptAmount: 0, rule: null, nightsBegun: 0, nextDeadline: null };
  if (booking.status === 'requested') {
    // A request not yet answered: the guest (or an admin) withdraws it; nothing was charged, so nothing comes back.
    if (loaded.as === 'host') return { ...closed, reason: REQUEST_MESSAGES.hostWithdraws };
    return { ...closed, cancellable: true, reason: null, rule: REQUEST_WITHDRAWAL_RULE };
  }
  // Issue 30: a checkout whose payment may have gone through (the browser has not confirmed, the
  // webhook is on its way) is previewed as if confirmed, without confirming it: settling a late
  // payment is the webhook's and the cancellation's work (POST answers 409 if it was not paid).
  const paidPerhaps = booking.status === 'pending' && booking.paymentIntentId !== null && !booking.holdsReleasedAt;
  if (booking.status !== 'confirmed' && !paidPerhaps) return { ...closed, reason: notCancellableReason(booking) };
  const result = quote(booking, loaded.as, nowMs);
  if (!result.cancellable) return { ...closed, reason: CANCELLATION_MESSAGES.checkedOut };
  const { refundAmount, keptAmount, rule, nightsBegun, nextDeadline } = result.quote;
  return {
    ...base,
    cancellable: true,
    reason: null,
    refundAmount,
    keptAmount,
    rule,
    nightsBegun,
    nextDeadline: nextDeadline ? { at: new Date(nextDeadline.at).toISOString(), refundAmount: nextDeadline.refundAmount } : null,
  };
}
