import { stayNights } from '@worknest/shared/booking';
import { requestWithdrawnLine, type SystemLine } from '@worknest/shared/system-lines';
import type { Canceller } from '@worknest/shared/cancellation';
import { isProviderError } from '../../adapters/payments/errors';
import { capturePaymentIntent, retrievePaymentIntent } from '../../adapters/payments/intents';
import type { PaymentIntentSummary } from '../../adapters/payments/types';
import { logger } from '../../logging/logger';
import { forgetRequest, getBooking, listExpiredRequests, recordWithdrawal, type BookingRecord } from '../../store/bookings';
import { closeRequest, confirmWithNights } from './lifecycle';
import { confirmationMails, notifyConfirmed } from './notify-confirmed';
import { businessMetrics, countEvent } from '../../logging/metrics';
import { releaseHeldNights } from '../../store/nights';
import { outboxMailItem } from '../../store/outbox';
import { ConflictError, UnavailableError } from '../errors';
import type { Viewer } from '../listings/viewer';
import { bookingNotFound } from './booking-errors';
import { creditsBackItems } from '../credits/credits-back';
import { appendStayNotice } from '../messaging/append-stay-notice';
import { postStayNotice } from '../messaging/post-stay-notice';
import { confirmPaidBooking } from './confirm-paid-booking';
import { cancelAuthorization } from './request-authorized';

/**
 * Booking requests (issue 17). A `request` listing's checkout authorizes the card (manual
 * capture); once authorized the booking becomes `requested`, its nights held until the host
 * answers or 24 hours pass. Accept captures and confirms; Decline, or the expiry job, cancels the
 * authorization and gives the nights back.
 *
 * Exactly one of Accept, Decline and the expiry wins, however they race: Stripe settles it first
 * (an intent that was captured can no longer be cancelled, and the other way round: the loser
 * gets `payment_intent_unexpected_state`), then the booking's conditional write (`status =
 * requested`) records the winner once. Each Stripe call has its own idempotency key per booking,
 * so retries repeat nothing.
 */

import { REQUEST_MESSAGES } from './request-messages';

export { REQUEST_MESSAGES };

function hostsRequest(booking: BookingRecord | null, viewer: Viewer): booking is BookingRecord {
  return booking !== null && booking.hostId === viewer.userId && booking.bookingMode === 'request';
}

export type AcceptOutcome = 'accepted' | 'already-accepted';

/** `POST /api/bookings/{id}/accept`: the host accepts; the payment is captured and the stay confirmed. */
export async function acceptRequest(bookingId: string, viewer: Viewer, nowMs: number): Promise<{ outcome: AcceptOutcome; booking: BookingRecord }> {
  const booking = await getBooking(bookingId);
  if (!hostsRequest(booking, viewer)) throw bookingNotFound();
  if (booking.status === 'confirmed') return { outcome: 'already-accepted', booking };
  refuseUnlessRequested(booking);
  if ((booking.requestExpiresAtMs ?? 0) <= nowMs) throw new ConflictError(REQUEST_MESSAGES.expired, 'request_expired');
  // Issue 34: a business stay on the company's invoice has nothing to capture.
  if (booking.payer === 'company' && !booking.paymentIntentId) return acceptInvoicedRequest(booking, nowMs);
  // Issue 37: a credit request's credits were taken when it was sent; nothing to capture either.
  if (booking.payer === 'credits') return acceptInvoicedRequest(booking, nowMs, 'credits-spent');

  let intent: PaymentIntentSummary;
  try {
    intent = await capturePaymentIntent(booking.paymentIntentId!, `request-capture-${booking.id}`);
  } catch (error) {
    if (!isProviderError(error)) throw error;
    const current = await retrievePaymentIntent(booking.paymentIntentId!).catch(() => null);
    if (current?.status === 'succeeded') intent = current; // captured by an earlier call
    else if (current?.status === 'canceled') {
      // Decline or the expiry won at Stripe: answer what the booking became.
      const now = (await getBooking(booking.id)) ?? booking;
      throw new ConflictError(now.status === 'declined' ? REQUEST_MESSAGES.alreadyDeclined : REQUEST_MESSAGES.expired, 'request_closed');
    } else {
      logger.error('capture failed', { bookingId: booking.id, error: error as Error });
      throw new UnavailableError(REQUEST_MESSAGES.providerUnavailable, 'payment_provider_unavailable');
    }
  }
  const result = await confirmPaidBooking((await getBooking(booking.id)) ?? booking, intent);
  if (result.outcome === 'confirmed') return { outcome: 'accepted', booking: result.booking };
  if (result.outcome === 'already-confirmed') return { outcome: 'already-accepted', booking: result.booking };
  // Captured but not confirmable (its nights were taken): confirmPaidBooking refunded it.
  throw new ConflictError(REQUEST_MESSAGES.notRequested, 'request_closed');
}

/**
 * The host accepts a business request paid by invoice (`company-billed`): confirmed with its nights
 * booked, as a captured request is; the bill-company-stays job puts its lines on the company's
 * invoice (it was queued when booked). Decline, the expiry and a withdrawal race on the
 * booking's condition: the first write wins.
 */
async function acceptInvoicedRequest(booking: BookingRecord, nowMs: number, trigger: 'company-billed' | 'credits-spent' = 'company-billed'): Promise<{ outcome: AcceptOutcome; booking: BookingRecord }> {
  const result = await confirmWithNights(booking, nowMs, confirmationMails(booking.id, nowMs), trigger);
  const current = (await getBooking(booking.id)) ?? booking;
  if (result !== 'confirmed') {
    if (current.status === 'confirmed') return { outcome: 'already-accepted', booking: current };
    refuseUnlessRequested(current);
    throw new ConflictError(REQUEST_MESSAGES.notRequested, 'request_closed');
  }
  await notifyConfirmed(current);
  countEvent(businessMetrics.bookingsConfirmed);
  countEvent(businessMetrics.requestsAccepted);
  return { outcome: 'accepted', booking: current };
}

function refuseUnlessRequested(booking: BookingRecord): void {
  if (booking.status === 'requested') return;
  if (booking.status === 'declined') throw new ConflictError(REQUEST_MESSAGES.alreadyDeclined, 'request_closed');
  if (booking.status === 'expired') throw new ConflictError(REQUEST_MESSAGES.expired, 'request_expired');
  if (booking.status === 'confirmed') throw new ConflictError(REQUEST_MESSAGES.alreadyAccepted, 'request_accepted');
  throw new ConflictError(REQUEST_MESSAGES.notRequested, 'not_requested');
}

export type CloseOutcome = 'declined' | 'already-declined' | 'expired' | 'accepted' | 'not-requested';

/**
 * Releases the authorization and closes the request as `declined` or `expired`, once; frees the
 * nights; e-mails the guest. Answers `accepted` when Accept won the race at Stripe.
 */
async function closeAs(booking: BookingRecord, to: 'declined' | 'expired', nowMs: number): Promise<{ outcome: CloseOutcome; booking: BookingRecord }> {
  let released: boolean;
  try {
    released = await cancelAuthorization(booking, to);
  } catch (error) {
    logger.error('could not release an authorization', { bookingId: booking.id, error: error as Error });
    throw new UnavailableError(REQUEST_MESSAGES.providerUnavailable, 'payment_provider_unavailable');
  }
  if (!released) {
    // Captured: the host accepted first. Make sure the stay is confirmed (the accept may have crashed after capturing).
    const intent = await retrievePaymentIntent(booking.paymentIntentId!);
    const result = await confirmPaidBooking((await getBooking(booking.id)) ?? booking, intent);
    return { outcome: 'accepted', booking: result.booking };
  }
  // The guest's e-mail is an outbox item committed with the change (issue 33).
  const closed = await closeRequest(booking, to === 'declined' ? 'host-declines' : 'request-expires', nowMs, undefined, [outboxMailItem({ kind: 'request-closed-guest', bookingId: booking.id, reason: to }, nowMs), ...creditsBackItems(booking, nowMs)]);
  await releaseHeldNights(booking.listingId, stayNights(booking.checkIn, booking.checkOut), booking.id);
  const current = (await getBooking(booking.id)) ?? booking;
  if (!closed) return { outcome: current.status === 'declined' ? 'already-declined' : current.status === 'expired' ? 'expired' : 'not-requested', booking: current };
  logger.info(`booking request ${to}`, { bookingId: booking.id });
  return { outcome: to, booking: current };
}

export type WithdrawOutcome = 'withdrawn' | 'already-withdrawn';

/**
 * The guest (or an admin for them) withdraws a request the host has not answered yet, through
 * `POST /api/bookings/{id}/cancellation`: the authorization is cancelled (nothing was charged),
 * the request closes as `cancelled` with who withdrew it, the nights are free again, and the host
 * is told by e-mail and in their conversation. Safe against Accept, Decline and the expiry as
 * those are against each other: Stripe picks the winner, the booking's condition records it once.
 */
export async function withdrawRequest(booking: BookingRecord, as: Exclude<Canceller, 'host'>, byId: string, nowMs: number): Promise<{ outcome: WithdrawOutcome; booking: BookingRecord }> {
  refuseUnlessRequested(booking);
  // Said before Stripe's cancel: its payment_intent.canceled may reach the webhook before we close.
  if (!(await recordWithdrawal(booking.id, { by: as, byId }, new Date(nowMs).toISOString()))) refuseUnlessRequested((await getBooking(booking.id)) ?? booking);
  let released: boolean;
  try {
    released = await cancelAuthorization(booking, 'withdrawn');
  } catch (error) {
    logger.error('could not release the authorization of a withdrawn request', { bookingId: booking.id, error: error as Error });
    throw new UnavailableError(REQUEST_MESSAGES.providerUnavailable, 'payment_provider_unavailable');
  }
  if (!released) {
    // The host accepted first (captured): make sure the stay is confirmed, and say so.
    const intent = await retrievePaymentIntent(booking.paymentIntentId!);
    await confirmPaidBooking((await getBooking(booking.id)) ?? booking, intent);
    throw new ConflictError(REQUEST_MESSAGES.acceptedMeanwhile, 'request_accepted');
  }
  const { closed, current } = await finishWithdrawal(booking, { by: as, byId }, nowMs, postStayNotice);
  if (!closed) {
    // Closed as a withdrawal meanwhile: a second click, or Stripe's payment_intent.canceled that finished this one first.
    if (current.status === 'cancelled' && current.cancelledBy) return { outcome: 'already-withdrawn', booking: current };
    refuseUnlessRequested(current);
    throw new ConflictError(REQUEST_MESSAGES.notRequested, 'not_requested');
  }
  return { outcome: 'withdrawn', booking: current };
}

/** How the conversation's line is written: with its push (postStayNotice), or without (appendStayNotice, where the function has no sockets). */
type StayNoticeWriter = (stay: BookingRecord, actorId: string, line: SystemLine) => Promise<unknown>;

/** Closes a request as withdrawn once its authorization is cancelled; the host is told (mail in the same transaction, then the conversation, through `notice`). */
async function finishWithdrawal(
  booking: BookingRecord,
  withdrawal: { by: Exclude<Canceller, 'host'>; byId: string },
  nowMs: number,
  notice: StayNoticeWriter,
): Promise<{ closed: boolean; current: BookingRecord }> {
  const closed = await closeRequest(booking, 'request-withdrawn', nowMs, withdrawal, [outboxMailItem({ kind: 'request-withdrawn-host', bookingId: booking.id }, nowMs), ...creditsBackItems(booking, nowMs)]);
  await releaseHeldNights(booking.listingId, stayNights(booking.checkIn, booking.checkOut), booking.id);
  const current = (await getBooking(booking.id)) ?? booking;
  if (closed) {
    logger.info('booking request withdrawn', { bookingId: booking.id, by: withdrawal.by });
    await notifyWithdrawn(current, notice);
  }
  return { closed, current };
}

/** A system line in the conversation (the host's e-mail was committed with the change); logged, never thrown (the request is closed). */
async function notifyWithdrawn(booking: BookingRecord, notice: StayNoticeWriter): Promise<void> {
  const line = requestWithdrawnLine(booking, booking.cancelledBy === 'admin' ? 'admin' : 'guest');
  try {
    await notice(booking, booking.cancelledById ?? booking.guestId, line);
  } catch (error) {
    logger.error('a step after a withdrawn request failed', { step: 'conversation', bookingId: booking.id, error: error as Error });
  }
}

/** `POST /api/bookings/{id}/decline`: the host declines; nothing is charged. */
export async function declineRequest(bookingId: string, viewer: Viewer, nowMs: number): Promise<{ outcome: CloseOutcome; booking: BookingRecord }> {
  const booking = await getBooking(bookingId);
  if (!hostsRequest(booking, viewer)) throw bookingNotFound();
  if (booking.status === 'declined') return { outcome: 'already-declined', booking };
  refuseUnlessRequested(booking);
  const result = await closeAs(booking, 'declined', nowMs);
  if (result.outcome === 'accepted') throw new ConflictError(REQUEST_MESSAGES.alreadyAccepted, 'request_accepted');
  if (result.outcome === 'expired') throw new ConflictError(REQUEST_MESSAGES.expired, 'request_expired');
  // This decline cancelled the authorization; Stripe's payment_intent.canceled (or a second click)
  // may have finished closing the request before we did: it is still this decline's outcome.
  if (result.outcome === 'already-declined') return { ...result, outcome: 'declined' };
  return result;
}

/** One request whose 24 hours ran out (the job). Safe against Accept and against itself. */
export async function expireRequest(bookingId: string, nowMs: number): Promise<CloseOutcome> {
  const booking = await getBooking(bookingId);
  if (!booking || booking.status !== 'requested') {
    // Answered or withdrawn meanwhile: its entry in the expiry list only has to go.
    if (booking?.requestExpiresAtMs != null) await forgetRequest(booking.requestExpiresAtMs, booking.id);
    return 'not-requested';
  }
  if ((booking.requestExpiresAtMs ?? Number.POSITIVE_INFINITY) > nowMs) return 'not-requested';
  return (await closeAs(booking, 'expired', nowMs)).outcome;
}

/** The expiry job's work: every request past its deadline, a page at a time. */
export async function expireDueRequests(nowMs: number, maxRequests = 200): Promise<{ expired: number; accepted: number; skipped: number }> {
  const summary = { expired: 0, accepted: 0, skipped: 0 };
  const ids = await listExpiredRequests(nowMs, maxRequests);
  for (const id of ids) {
    const outcome = await expireRequest(id, nowMs);
    if (outcome === 'expired') summary.expired += 1;
    else if (outcome === 'accepted') summary.accepted += 1;
    else summary.skipped += 1;
  }
  return summary;
}

/**
 * `payment_intent.canceled` for a request (a decline or expiry that stopped after Stripe's cancel): finish closing it.
 * The Stripe webhook has no sockets: a withdrawal's line is written to the conversation without a push.
 */
export async function onRequestIntentCanceled(booking: BookingRecord, nowMs: number): Promise<string> {
  if (booking.status !== 'requested') return 'ignored';
  if (booking.withdrawal) return (await finishWithdrawal(booking, booking.withdrawal, nowMs, appendStayNotice)).closed ? 'withdrawn' : 'already-closed';
  const to = (booking.requestExpiresAtMs ?? 0) <= nowMs ? 'expired' : 'declined';
  return (await closeAs(booking, to, nowMs)).outcome;
}
