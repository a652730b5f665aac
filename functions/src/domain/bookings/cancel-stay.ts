import { stayNights } from '@worknest/shared/booking';
import { stayCancelledLine } from '@worknest/shared/system-lines';
import {
  CANCELLATION_MESSAGES,
  CHECK_IN_TIME,
  quoteCancellation,
  REQUEST_WITHDRAWAL_RULE,
  zonedInstant,
  type CancellationPreview,
  type Canceller,
} from '@worknest/shared/cancellation';
import { isProviderError } from '../../adapters/payments/errors';
import { retrievePaymentIntent } from '../../adapters/payments/intents';
import { createRefund, latestRefundId } from '../../adapters/payments/refunds';
import { logger } from '../../logging/logger';
import { countRefund } from '../../logging/metrics';
import { getBooking, recordStayRefund, type BookingRecord } from '../../store/bookings';
import { cancelConfirmedStay } from './lifecycle';
import { outboxMailItem, type OutboxPut } from '../../store/outbox';
import { ConflictError, UnavailableError } from '../errors';
import type { Viewer } from '../listings/viewer';
import { postStayNotice } from '../messaging/post-stay-notice';
import { loadFor, quote } from './stay-cancellation';
import { REQUEST_MESSAGES, withdrawRequest } from './booking-requests';
import { confirmPaidBooking } from './confirm-paid-booking';
import { creditCompanyStay } from '../billing/company-stay-invoice';
import { creditsBackItems } from '../credits/credits-back';
import { tellSwapPartner } from '../swaps/swap-half-cancelled';

/**
 * Cancelling a paid stay (issue 17). The guest cancels under the booking's policy (the one the
 * checkout showed, kept on the booking); the listing's host, or an admin, cancels with a full
 * refund (only the nights not yet begun and the fee once the stay has begun). Anyone else: 404,
 * as every booking route answers a booking that is not theirs.
 *
 * Exactly once, however often and concurrently it is called: the conditional write confirmed →
 * cancelled (with the refund decided and the nights freed in the same transaction) picks one
 * caller; Stripe's refund then carries the idempotency key `stay-refund-<booking id>`, so a retry
 * (a double click, a crash after the write) can only ever produce that one refund.
 */

/**
 * A booking still `pending` whose payment has in fact succeeded (the browser has not confirmed
 * and the webhook is still on its way): confirm it first, exactly as the webhook would, so the
 * cancellation that follows refunds under the policy and the late webhook finds it handled.
 */
async function settlePayment(booking: BookingRecord): Promise<BookingRecord> {
  if (booking.status !== 'pending' || !booking.paymentIntentId) return booking;
  const intent = await retrievePaymentIntent(booking.paymentIntentId);
  if (intent.status !== 'succeeded') return booking;
  return (await confirmPaidBooking(booking, intent)).booking;
}

export type CancelStayOutcome = 'cancelled' | 'already-cancelled' | 'withdrawn';

/** `POST /api/bookings/{id}/cancellation`. */
export async function cancelStay(
  bookingId: string,
  viewer: Viewer,
  nowMs: number,
  expectedStatus?: 'confirmed' | 'requested',
): Promise<{ outcome: CancelStayOutcome; booking: BookingRecord }> {
  const loaded = await loadFor(bookingId, viewer);
  let booking = await settlePayment(loaded.booking);
  if (booking.status === 'cancelled' && booking.cancelledBy) return { outcome: 'already-cancelled', booking: await ensureRefunded(booking) };
  // The caller withdrew a request that has become a stay meanwhile (the host accepted): say so, cancel nothing.
  if (expectedStatus === 'requested' && booking.status === 'confirmed') throw new ConflictError(REQUEST_MESSAGES.acceptedMeanwhile, 'request_accepted');
  if (booking.status === 'requested') {
    if (loaded.as === 'host') throw new ConflictError(REQUEST_MESSAGES.hostWithdraws, 'booking_requested');
    const withdrawn = await withdrawRequest(booking, loaded.as, viewer.userId, nowMs);
    return { outcome: withdrawn.outcome === 'withdrawn' ? 'withdrawn' : 'already-cancelled', booking: withdrawn.booking };
  }
  if (booking.status !== 'confirmed') throw new ConflictError(CANCELLATION_MESSAGES.notConfirmed, 'booking_not_confirmed');

  const result = quote(booking, loaded.as, nowMs);
  if (!result.cancellable) throw new ConflictError(CANCELLATION_MESSAGES.checkedOut, 'stay_over');
  // The nights not yet begun are free again at once; nights already begun stay with the stay.
  const nightsToFree = stayNights(booking.checkIn, booking.checkOut).filter((night) => zonedInstant(night, CHECK_IN_TIME, booking.timeZone) > nowMs);
  const won = await cancelConfirmedStay(booking, {
    by: loaded.as,
    byId: viewer.userId,
    refundedAmount: result.quote.refundAmount,
    nightsToFree,
    nowMs,
  }, [...cancellationMails(booking.id, nowMs), ...creditsBackItems(booking, nowMs, loaded.as)]);
  booking = (await getBooking(booking.id)) ?? booking;
  if (!won) {
    // Someone cancelled a moment before (another tab, the host): answer that cancellation.
    if (booking.status === 'cancelled' && booking.cancelledBy) return { outcome: 'already-cancelled', booking: await ensureRefunded(booking) };
    throw new ConflictError(CANCELLATION_MESSAGES.notConfirmed, 'booking_not_confirmed');
  }
  logger.info('stay cancelled', { bookingId: booking.id, by: loaded.as, refundedAmount: result.quote.refundAmount, nightsFreed: nightsToFree.length });
  booking = await ensureRefunded(booking);
  await notifyCancelled(booking);
  // Issue 37: a half of a swap: the other member may keep or cancel theirs.
  if (booking.swapId) await tellSwapPartner(booking);
  return { outcome: 'cancelled', booking };
}

/**
 * Makes Stripe's refund of a cancelled stay happen, once: the amount decided at cancellation,
 * with the booking's idempotency key. A failure leaves the booking cancelled with its refund
 * still due (no `refundId`): the answer is 502 and calling again finishes it.
 */
async function ensureRefunded(booking: BookingRecord): Promise<BookingRecord> {
  // Issue 34: a business stay's refund goes back on the company's invoice (and its stay fee with a full refund).
  if (booking.payer === 'company' && !booking.refundId) booking = await creditOnInvoice(booking);
  const amount = booking.refundedAmount ?? 0;
  if (amount <= 0 || booking.refundId || !booking.paymentIntentId) return booking;
  let refundId: string;
  try {
    refundId = await createRefund({
      paymentIntentId: booking.paymentIntentId,
      amountCents: amount,
      reason: 'requested_by_customer',
      metadata: { bookingId: booking.id, reason: `cancelled-by-${booking.cancelledBy}` },
      idempotencyKey: `stay-refund-${booking.id}`,
    });
  } catch (error) {
    if (isProviderError(error, 'charge_already_refunded')) {
      refundId = (await latestRefundId(booking.paymentIntentId)) ?? 'already_refunded';
    } else {
      logger.error('stay refund failed; the booking is cancelled and the refund is due', { bookingId: booking.id, error: error as Error });
      throw new UnavailableError(CANCELLATION_MESSAGES.providerUnavailable, 'payment_provider_unavailable');
    }
  }
  await noteStayRefund(booking, refundId);
  return (await getBooking(booking.id)) ?? booking;
}

/**
 * The invoice's side of a cancelled business stay (domain/billing/company-stay-invoice.ts): the
 * stay's line shrinks or goes on a draft, or a credit note on a finalized invoice; recorded as the
 * stay's refund when the invoice paid it. A failure answers 502 and calling again finishes it.
 */
async function creditOnInvoice(booking: BookingRecord): Promise<BookingRecord> {
  let reference: string | null;
  try {
    reference = await creditCompanyStay(booking);
  } catch (error) {
    logger.error('business stay credit failed; the booking is cancelled and the credit is due', { bookingId: booking.id, error: error as Error });
    throw new UnavailableError(CANCELLATION_MESSAGES.providerUnavailable, 'payment_provider_unavailable');
  }
  if (reference && !booking.paymentIntentId) await noteStayRefund(booking, reference);
  return (await getBooking(booking.id)) ?? booking;
}

/**
 * Records Stripe's refund of a cancelled stay on the booking and counts it (`Refunds` and
 * `RefundedCents`, issue 23) exactly once: only the caller whose write recorded the refund id
 * first counts, whichever of the cancel call, its retry or `charge.refunded` that is.
 */
async function noteStayRefund(booking: BookingRecord, refundId: string): Promise<boolean> {
  const recorded = await recordStayRefund(booking.id, refundId);
  if (recorded) countRefund(booking.refundedAmount ?? 0);
  return recorded;
}

/**
 * A system line in the guest and host's conversation; logged, never thrown (the stay is
 * cancelled). Their e-mails were committed with the cancellation (issue 33: cancellationMails).
 */
async function notifyCancelled(booking: BookingRecord): Promise<void> {
  const by = booking.cancelledBy === 'guest' ? 'guest' : booking.cancelledBy === 'host' ? 'host' : 'admin';
  const line = stayCancelledLine(booking, by, booking.refundedAmount ?? 0);
  try {
    await postStayNotice(booking, booking.cancelledById ?? booking.guestId, line);
  } catch (error) {
    logger.error('a step after a cancellation failed', { step: 'conversation', bookingId: booking.id, error: error as Error });
  }
}

/** The e-mails of a cancelled stay, outbox items in the cancellation's transaction (issue 33). */
export function cancellationMails(bookingId: string, nowMs: number): OutboxPut[] {
  return [outboxMailItem({ kind: 'stay-cancelled-guest', bookingId }, nowMs), outboxMailItem({ kind: 'stay-cancelled-host', bookingId }, nowMs)];
}

/**
 * `charge.refunded` for a cancelled stay: note Stripe's refund on the booking (idempotent: the
 * first refund id stays). Refunds of anything else (a payment that bought no stay, a released
 * authorization) are recorded by the code that made them.
 */
export async function onChargeRefunded(charge: { paymentIntentId: string | null }, bookingId: string | null): Promise<string> {
  const booking = bookingId ? await getBooking(bookingId) : null;
  if (!booking || booking.paymentIntentId !== charge.paymentIntentId) return 'ignored: no booking';
  if (booking.status !== 'cancelled' || !booking.cancelledBy) return 'ignored: not a cancelled stay';
  if (booking.refundId) return 'already-recorded';
  const refundId = await latestRefundId(String(booking.paymentIntentId));
  if (!refundId) return 'ignored: no refund';
  return (await noteStayRefund(booking, refundId)) ? 'recorded' : 'already-recorded';
}
