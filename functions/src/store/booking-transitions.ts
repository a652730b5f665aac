import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { stayNights, type BookingStatus } from '@worknest/shared/booking';
import type { Canceller } from '@worknest/shared/cancellation';
import { payoutDueAt } from '@worknest/shared/payout-rules';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso } from '../clock';
import { cancellationCodes, isConditionFailure } from './conditional';
import { countBookingConfirmed, countStayCancelled } from './counters';
import { keys } from './keys';
import type { OutboxPut } from './outbox';
import { claimNightItems } from './nights';
import { transactWithConflictRetry } from './transact';
import { cancelledStayDelta, confirmedStayDelta, travelAggregateItems } from './travel-reports';
import { refreshListingAvailability } from './listing-search';
import { nightOwner, type BookingRecord } from './booking-item';
import { listingStillOffersItem, newBookingItem } from './booking-holds';

/**
 * The booking item's status changes: each a conditional write (the booking must still be in one
 * of `step.from`), with what must commit with it (nights, the expiry list, the payout queue, the
 * outbox). Only the lifecycle (domain/bookings/lifecycle) imports this file: it decides `step`
 * from its table, so no status is written here that the table does not list
 * (functions/src/lifecycle-rule.test.ts keeps it so).
 */
export interface StatusStep {
  readonly trigger: string;
  /** The states the write accepts (the table's rows for this trigger and target). */
  readonly from: readonly BookingStatus[];
  readonly to: BookingStatus;
}

/** `#status IN (:from0, ...)` and its values. */
export function fromCondition(step: StatusStep): { condition: string; values: Record<string, BookingStatus> } {
  const values = Object.fromEntries(step.from.map((status, i) => [`:from${i}`, status]));
  return { condition: `#status IN (${Object.keys(values).join(', ')})`, values };
}

/**
 * The booking's payment as the write expects it: its PaymentIntent, or none (issue 34: a business
 * stay on the company's invoice has no PaymentIntent; its item has no `paymentIntentId` attribute).
 */
export function paymentCondition(booking: BookingRecord): { condition: string; values: Record<string, string> } {
  return booking.paymentIntentId
    ? { condition: 'paymentIntentId = :pi', values: { ':pi': booking.paymentIntentId } }
    : { condition: 'attribute_not_exists(paymentIntentId)', values: {} };
}

export type ConfirmOutcome = 'confirmed' | 'not-pending' | 'nights-taken' | 'listing-gone';

/**
 * Marks a pending booking paid and turns its nights into booked ones, in one transaction. The
 * nights are claimed again rather than assumed: the hold may have run out, or a failed payment
 * may have released it, and someone else may have taken a night meanwhile.
 *
 * @returns `not-pending` when the booking was already confirmed, refunded or cancelled (a second
 *   confirmation), `nights-taken` when a night now belongs to another booking, `listing-gone` when
 *   the listing was deleted meanwhile (a delete refuses listings with live holds, but a payment can
 *   land after its hold ran out).
 */
export async function confirmBookingWithNights(booking: BookingRecord, step: StatusStep, nowMs: number, outbox: readonly OutboxPut[] = []): Promise<ConfirmOutcome> {
  const from = fromCondition(step);
  const now = new Date(nowMs).toISOString();
  const payoutDue = payoutDueAt(booking);
  try {
    await transactWithConflictRetry({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.booking(booking.id),
            UpdateExpression:
              'SET #status = :to, isPaid = :true, confirmedAt = :now, updatedAt = :now, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk, ' +
              'payoutStatus = :scheduled, payoutDueAtMs = :payoutDue, payoutQueueAtMs = :payoutDue REMOVE lastPaymentError',
            // A request (issue 17) is confirmed from `requested` once its payment was captured.
            ConditionExpression: `${from.condition} AND ${paymentCondition(booking).condition}`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ...from.values,
              ...paymentCondition(booking).values,
              ':to': step.to,
              ':true': true,
              ':now': now,
              ':gsi2pk': keys.hostBookingsIndex(booking.hostId, booking.checkOut, booking.id).gsi2pk,
              ':gsi2sk': keys.hostBookingsIndex(booking.hostId, booking.checkOut, booking.id).gsi2sk,
              ':scheduled': 'scheduled',
              ':payoutDue': payoutDue,
            },
          },
        },
        // The nights and the availability summary (which never fails its own condition: it has none).
        ...claimNightItems(nightOwner(booking), stayNights(booking.checkIn, booking.checkOut), { state: 'booked' }, nowMs),
        { ConditionCheck: { TableName: tableName(), Key: keys.listing(booking.listingId), ConditionExpression: 'attribute_exists(pk)' } },
        ...(booking.requestExpiresAtMs !== null
          ? [{ Delete: { TableName: tableName(), Key: keys.bookingRequest(booking.requestExpiresAtMs, booking.id) } }]
          : []),
        // Issue 21: the host's payout waits in the queue until 24 h after check-out (last, so the indexes above hold).
        { Put: { TableName: tableName(), Item: { ...keys.payoutDue(payoutDue, booking.id), type: 'payoutDue', bookingId: booking.id } } },
        // Issue 33: the e-mails about it, committed with it (after everything read by position above).
        ...outbox,
        // Issue 36: a business stay's spend and nights in its company's travel aggregates (none for a private stay).
        ...travelAggregateItems(booking, confirmedStayDelta(booking)),
      ],
    });
    await countBookingConfirmed({ ...booking, confirmedAt: now });
    return 'confirmed';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') return 'not-pending';
    const nightCount = stayNights(booking.checkIn, booking.checkOut).length;
    if (codes.slice(1, 1 + nightCount).includes('ConditionalCheckFailed')) return 'nights-taken';
    // After the nights comes the availability summary (no condition), then the listing's check.
    if (codes[2 + nightCount] === 'ConditionalCheckFailed') return 'listing-gone';
    throw error;
  }
}

/** pending (or cancelled) → refunded, once. @returns false when it was already confirmed or refunded. */
export async function markRefunded(bookingId: string, step: StatusStep, refundId: string, reason: string, outbox: readonly OutboxPut[] = []): Promise<boolean> {
  return transition(
    bookingId,
    step,
    'SET #status = :to, isPaid = :false, refundId = :refundId, refundReason = :reason, refundedAt = :now, updatedAt = :now',
    { ':false': false, ':refundId': refundId, ':reason': reason },
    outbox,
  );
}

/** pending → cancelled (the PaymentIntent was cancelled), once. */
export async function markCancelled(bookingId: string, step: StatusStep): Promise<boolean> {
  return transition(bookingId, step, 'SET #status = :to, cancelledAt = :now, holdsReleasedAt = if_not_exists(holdsReleasedAt, :now), updatedAt = :now', {});
}

/** Notes that a pending booking's nights were given back after a failed payment (its status stays `step.to`, pending). */
export async function markHoldsReleased(bookingId: string, step: StatusStep, reason: string | null): Promise<boolean> {
  return transition(bookingId, step, 'SET #status = :to, holdsReleasedAt = :now, lastPaymentError = :reason, updatedAt = :now', {
    ':reason': reason ?? 'The payment failed.',
  });
}

async function transition(bookingId: string, step: StatusStep, update: string, values: Record<string, unknown>, outbox: readonly OutboxPut[] = []): Promise<boolean> {
  const from = fromCondition(step);
  const change = {
    TableName: tableName(),
    Key: keys.booking(bookingId),
    UpdateExpression: update,
    ConditionExpression: from.condition,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ...from.values, ':now': nowIso(), ':to': step.to, ...values },
  };
  try {
    // With e-mails (issue 33) the change and its outbox items commit together.
    if (outbox.length === 0) await db.send(new UpdateCommand(change));
    else await transactWithConflictRetry({ TransactItems: [{ Update: change }, ...outbox] });
    return true;
  } catch (error) {
    if (isConditionFailure(error) || cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}



/**
 * confirmed → cancelled, once, with who cancelled and the refund decided, and the nights not yet
 * begun given back, in one transaction (a stay is at most 90 nights, so it fits). A second or
 * concurrent cancellation fails the booking's condition and changes nothing.
 * @returns false when the booking was not confirmed any more.
 */
export async function cancelConfirmedBooking(
  booking: BookingRecord,
  step: StatusStep,
  change: { by: Canceller; byId: string; refundedAmount: number; nightsToFree: readonly string[]; nowMs: number },
  outbox: readonly OutboxPut[] = [],
): Promise<boolean> {
  const now = new Date(change.nowMs).toISOString();
  const from = fromCondition(step);
  try {
    await transactWithConflictRetry({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.booking(booking.id),
            UpdateExpression:
              'SET #status = :to, cancelledAt = :now, cancelledBy = :by, cancelledById = :byId, refundedAmount = :amount, nightsFreed = :freed, updatedAt = :now',
            ConditionExpression: from.condition,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ...from.values,
              ':to': step.to,
              ':now': now,
              ':by': change.by,
              ':byId': change.byId,
              ':amount': change.refundedAmount,
              ':freed': change.nightsToFree.length,
            },
          },
        },
        ...change.nightsToFree.map((night) => ({
          Delete: {
            TableName: tableName(),
            Key: keys.listingNight(booking.listingId, night),
            // Only this booking's night; one already gone is fine.
            ConditionExpression: 'attribute_not_exists(pk) OR bookingId = :bookingId',
            ExpressionAttributeValues: { ':bookingId': booking.id },
          },
        })),
        ...outbox,
        // Issue 36: the refund (and a full refund's per-stay fee) and the unslept nights leave the company's travel aggregates.
        ...travelAggregateItems(booking, cancelledStayDelta(booking, { refundedAmount: change.refundedAmount, nightsFreed: change.nightsToFree.length })),
      ],
    });
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
  // Only the caller whose write cancelled the stay takes its refund back from the analytics (issue 29).
  await countStayCancelled(booking, { amount: change.refundedAmount, cancelledBy: change.by });
  // The search's availability summary follows the freed nights (issue 18).
  if (change.nightsToFree.length > 0) await refreshListingAvailability(booking.listingId, change.nowMs);
  return true;
}


export type RequestOutcome = 'requested' | 'not-pending' | 'nights-taken';

/**
 * pending → requested once the card is authorized (issue 17): the nights are held until the
 * request expires, the host sees it (gsi2), and the expiry job finds it (B15), in one transaction.
 */
export async function markRequested(booking: BookingRecord, step: StatusStep, nowMs: number, expiresAtMs: number, outbox: readonly OutboxPut[] = []): Promise<RequestOutcome> {
  const from = fromCondition(step);
  const host = keys.hostBookingsIndex(booking.hostId, booking.checkOut, booking.id);
  try {
    await transactWithConflictRetry({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.booking(booking.id),
            UpdateExpression:
              'SET #status = :to, requestExpiresAtMs = :expires, requestExpiresAt = :expiresIso, holdExpiresAtMs = :expires, holdExpiresAt = :expiresIso, updatedAt = :now, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk REMOVE lastPaymentError',
            ConditionExpression: `${from.condition} AND ${paymentCondition(booking).condition}`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ...from.values,
              ...paymentCondition(booking).values,
              ':to': step.to,
              ':expires': expiresAtMs,
              ':expiresIso': new Date(expiresAtMs).toISOString(),
              ':now': new Date(nowMs).toISOString(),
              ':gsi2pk': host.gsi2pk,
              ':gsi2sk': host.gsi2sk,
            },
          },
        },
        // The nights and the search's availability summary (issue 18), held until the deadline.
        ...claimNightItems(nightOwner(booking), stayNights(booking.checkIn, booking.checkOut), { state: 'held', holdExpiresAtMs: expiresAtMs }, nowMs),
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.bookingRequest(expiresAtMs, booking.id), type: 'bookingRequest', bookingId: booking.id, ttl: Math.floor(expiresAtMs / 1000) + 7 * 86_400 },
          },
        },
        ...outbox,
      ],
    });
    return 'requested';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') return 'not-pending';
    if (codes.includes('ConditionalCheckFailed')) return 'nights-taken';
    throw error;
  }
}

/** requested → declined / expired / cancelled (the guest withdrew), once; the request leaves the expiry list. */
export async function closeRequest(
  booking: BookingRecord,
  step: StatusStep,
  nowMs: number,
  withdrawnBy?: { by: Canceller; byId: string },
  outbox: readonly OutboxPut[] = [],
): Promise<boolean> {
  const now = new Date(nowMs).toISOString();
  const to = step.to;
  const from = fromCondition(step);
  // A withdrawn request (the guest, or an admin for them) is `cancelled` with who did it and nothing to refund.
  const withdrawal = to === 'cancelled' && withdrawnBy ? ', cancelledBy = :by, cancelledById = :byId, refundedAmount = :zero' : '';
  try {
    await transactWithConflictRetry({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.booking(booking.id),
            UpdateExpression: `SET #status = :to, decidedAt = :now, holdsReleasedAt = :now, updatedAt = :now${to === 'cancelled' ? ', cancelledAt = :now' : ''}${withdrawal}`,
            ConditionExpression: from.condition,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':to': to,
              ...from.values,
              ':now': now,
              ...(withdrawal ? { ':by': withdrawnBy!.by, ':byId': withdrawnBy!.byId, ':zero': 0 } : {}),
            },
          },
        },
        ...(booking.requestExpiresAtMs !== null
          ? [{ Delete: { TableName: tableName(), Key: keys.bookingRequest(booking.requestExpiresAtMs, booking.id) } }]
          : []),
        ...outbox,
      ],
    });
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

export type SwapStaysOutcome = 'confirmed' | 'nights-taken' | 'swap-moved';

/**
 * Issue 37: new bookings (the two halves of a swap) written in `step.to` with their nights booked,
 * each home checked to still offer them, and `extra` (the swap's own change, last), in ONE
 * transaction: all of it or nothing. No payout is queued (no money moves in a swap).
 * @returns `nights-taken` when a night of either home is held or booked (or a home stopped
 *   offering it), `swap-moved` when the swap's condition failed (answered meanwhile).
 */
export async function createConfirmedStays(bookings: readonly BookingRecord[], step: StatusStep, nowMs: number, extra: readonly OutboxPut[]): Promise<SwapStaysOutcome> {
  const now = new Date(nowMs).toISOString();
  const items: unknown[] = [];
  for (const booking of bookings) {
    const nights = stayNights(booking.checkIn, booking.checkOut);
    const confirmed = { ...booking, status: step.to, isPaid: true, confirmedAt: now, updatedAt: now };
    items.push(
      { Put: { TableName: tableName(), Item: { ...newBookingItem(confirmed), ...keys.hostBookingsIndex(booking.hostId, booking.checkOut, booking.id) }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...claimNightItems(nightOwner(booking), nights, { state: 'booked' }, nowMs),
      listingStillOffersItem(booking.listingId, nights),
    );
  }
  const ownCount = items.length;
  items.push(...extra);
  try {
    await transactWithConflictRetry({ TransactItems: items as Parameters<typeof transactWithConflictRetry>[0]['TransactItems'] });
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes.slice(ownCount).includes('ConditionalCheckFailed')) return 'swap-moved';
    if (codes.slice(0, ownCount).includes('ConditionalCheckFailed')) return 'nights-taken';
    throw error;
  }
  for (const booking of bookings) await countBookingConfirmed({ ...booking, confirmedAt: now });
  return 'confirmed';
}
