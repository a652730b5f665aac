import type { Canceller } from '@worknest/shared/cancellation';
import type { BookingRecord } from '../../../store/booking-item';
import * as item from '../../../store/booking-transitions';
import type { OutboxPut } from '../../../store/outbox';
import { takeStep } from './step';
import type { Trigger } from './table';

/**
 * The only status writes (issue 30): each names its trigger, takes the table's step for the
 * booking's current status (TransitionRefused when the table does not list it), and runs the
 * conditional write that commits the status with what must go with it (store/booking-transitions).
 * A `false` or `not-pending` answer means the booking moved meanwhile (a lost race), never a refusal.
 */

export type { ConfirmOutcome, RequestOutcome, SwapStaysOutcome } from '../../../store/booking-transitions';

export type ConfirmTrigger = Extract<Trigger, 'payment-succeeded' | 'company-billed' | 'credits-spent'>;

/**
 * pending|requested → confirmed (`payment-succeeded`; `company-billed` for a business stay on the
 * company's invoice, issue 34): nights booked, payout queued, the outbox's mails.
 */
export function confirmWithNights(
  booking: BookingRecord,
  nowMs: number,
  outbox: readonly OutboxPut[] = [],
  trigger: ConfirmTrigger = 'payment-succeeded',
): Promise<item.ConfirmOutcome> {
  return item.confirmBookingWithNights(booking, takeStep(booking.status, trigger), nowMs, outbox);
}

export type RequestTrigger = Extract<Trigger, 'card-authorized' | 'company-request-sent' | 'credit-request-sent'>;

/** pending → requested (`card-authorized`, or `company-request-sent` by invoice): nights held until `expiresAtMs`, listed for the expiry job. */
export function markRequested(
  booking: BookingRecord,
  nowMs: number,
  expiresAtMs: number,
  outbox: readonly OutboxPut[] = [],
  trigger: RequestTrigger = 'card-authorized',
): Promise<item.RequestOutcome> {
  return item.markRequested(booking, takeStep(booking.status, trigger), nowMs, expiresAtMs, outbox);
}

export type CheckoutEnd = Extract<
  Trigger,
  'payment-canceled' | 'guest-leaves-checkout' | 'authorized-too-late' | 'checkout-superseded' | 'intent-not-created' | 'company-card-refused' | 'credits-short'
>;

/** pending → cancelled: a checkout that ends without a stay (the nights are released by the caller first). */
export function markCheckoutCancelled(booking: BookingRecord, trigger: CheckoutEnd): Promise<boolean> {
  return item.markCancelled(booking.id, takeStep(booking.status, trigger));
}

/** pending stays pending (`payment-failed`): the nights were given back, the guest may retry. */
export function markHoldsReleased(booking: BookingRecord, reason: string | null): Promise<boolean> {
  return item.markHoldsReleased(booking.id, takeStep(booking.status, 'payment-failed'), reason);
}

/** pending|cancelled → refunded (`payment-refunded`): a payment that bought no stay went back. */
export function markRefunded(booking: BookingRecord, refundId: string, reason: string, outbox: readonly OutboxPut[] = []): Promise<boolean> {
  return item.markRefunded(booking.id, takeStep(booking.status, 'payment-refunded'), refundId, reason, outbox);
}

export type RequestEnd = Extract<Trigger, 'host-declines' | 'request-expires' | 'request-withdrawn'>;

/** requested → declined / expired / cancelled (withdrawn, with who did it); the request leaves the expiry list. */
export function closeRequest(
  booking: BookingRecord,
  trigger: RequestEnd,
  nowMs: number,
  withdrawnBy?: { by: Exclude<Canceller, 'host'>; byId: string },
  outbox: readonly OutboxPut[] = [],
): Promise<boolean> {
  return item.closeRequest(booking, takeStep(booking.status, trigger), nowMs, withdrawnBy, outbox);
}

/**
 * Issue 37: the two halves of an accepted swap, new bookings written confirmed (`swap-accepted`)
 * with both sets of nights booked and the swap's own change (`extra`), in one transaction.
 */
export function createSwapStays(bookings: readonly BookingRecord[], nowMs: number, extra: readonly OutboxPut[]): Promise<item.SwapStaysOutcome> {
  const step = bookings.map((booking) => takeStep(booking.status, 'swap-accepted'))[0]!;
  return item.createConfirmedStays(bookings, step, nowMs, extra);
}

const CANCEL_STAY: Record<Canceller, Trigger> = { guest: 'guest-cancels-stay', host: 'host-cancels-stay', admin: 'admin-cancels-stay' };

/** confirmed → cancelled by the guest, the host or an admin: the refund decided, the nights not yet begun freed. */
export function cancelConfirmedStay(
  booking: BookingRecord,
  change: { by: Canceller; byId: string; refundedAmount: number; nightsToFree: readonly string[]; nowMs: number },
  outbox: readonly OutboxPut[] = [],
): Promise<boolean> {
  return item.cancelConfirmedBooking(booking, takeStep(booking.status, CANCEL_STAY[change.by]), change, outbox);
}
