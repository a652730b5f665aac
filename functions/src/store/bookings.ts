import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { stayNights, utcDate, type BookingStatus } from '@worknest/shared/booking';
import {
  DEFAULT_BOOKING_MODE,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_LISTING_TIME_ZONE,
  type BookingMode,
  type CancellationPolicy,
  type Canceller,
} from '@worknest/shared/cancellation';
import { payoutDueAt, type PayoutStatus } from '@worknest/shared/payout-rules';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso, nowMs as clockNowMs } from './clock';
import { cancellationCodes, isConditionFailure, isTransactionConflictOnly } from './conditional';
import { countBookingConfirmed, countStayCancelled } from './counters';
import { keys } from './keys';
import type { OutboxPut } from './outbox';
import { claimNightItems } from './nights';
import { transactWithConflictRetry } from './transact';
import { refreshListingAvailability } from './listing-search';

/**
 * Bookings (docs/data-model.md, "Bookings"). A booking item keeps a snapshot of what was booked
 * (listing title, place, price) so a guest's trips read without joining listings, and so the
 * amount a payment must match never changes after creation.
 */
export interface BookingRecord {
  id: string;
  listingId: string;
  guestId: string;
  hostId: string;
  companyDomain: string;
  listingTitle: string;
  city: string | null;
  country: string | null;
  listingImage: string | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  numberOfGuests: number;
  status: BookingStatus;
  isPaid: boolean;
  pricePerNight: number;
  accommodationAmount: number;
  serviceFee: number;
  totalAmount: number;
  currency: 'eur';
  /** The spec's `stripeSessionId` ("payment session reference"): the PaymentIntent id. */
  paymentIntentId: string | null;
  holdExpiresAt: string;
  holdExpiresAtMs: number;
  /** Set when a failed or cancelled payment gave the nights back before the hold ran out. */
  holdsReleasedAt: string | null;
  lastPaymentError: string | null;
  specialRequests: string | null;
  createdAt: string;
  updatedAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  refundedAt: string | null;
  refundId: string | null;
  /** Why the payment went back (`nights-taken`, `payment-mismatch`, `listing-deleted`). */
  refundReason: string | null;
  // Issue 17: the terms the checkout showed (a snapshot of the listing's), cancellations and requests.
  cancellationPolicy: CancellationPolicy;
  bookingMode: BookingMode;
  timeZone: string;
  /** Who cancelled a paid stay (null for an unpaid checkout left by its guest). */
  cancelledBy: Canceller | null;
  cancelledById: string | null;
  /** Cents decided at cancellation; `refundId` is set once Stripe made the refund (0: nothing to refund). */
  refundedAmount: number | null;
  /** A request's deadline for the host's answer. */
  requestExpiresAt: string | null;
  requestExpiresAtMs: number | null;
  /** When a request was accepted, declined or expired. */
  decidedAt: string | null;
  // Issue 21: the split of the payment, decided at creation, and the host's payout.
  /** The commission rate the booking was created under (null: created before issue 21, the default applies). */
  commissionBasisPoints: number | null;
  commissionAmount: number | null;
  /** Commission + service fee. */
  platformFeeAmount: number | null;
  /** Accommodation − commission, before any refund. */
  hostPayoutAmount: number | null;
  payoutStatus: PayoutStatus | null;
  /** 24 h after check-out (listing time). */
  payoutDueAtMs: number | null;
  /** The payout queue's key time while the stay waits in it (the due time, or a retry's). */
  payoutQueueAtMs: number | null;
  /** Cents transferred (set with the transfer). */
  payoutAmount: number | null;
  transferId: string | null;
  paidOutAt: string | null;
  payoutReversedAmount: number | null;
  /** The last transfer attempt's failure, while it is retried. */
  payoutError: string | null;
}

const bookingFields = [
  'id', 'listingId', 'guestId', 'hostId', 'companyDomain', 'listingTitle', 'city', 'country', 'listingImage', 'checkIn',
  'checkOut', 'nights', 'numberOfGuests', 'status', 'isPaid', 'pricePerNight', 'accommodationAmount', 'serviceFee',
  'totalAmount', 'currency', 'paymentIntentId', 'holdExpiresAt', 'holdExpiresAtMs', 'holdsReleasedAt', 'lastPaymentError',
  'specialRequests', 'createdAt', 'updatedAt', 'confirmedAt', 'cancelledAt', 'refundedAt', 'refundId', 'refundReason',
  'cancellationPolicy', 'bookingMode', 'timeZone', 'cancelledBy', 'cancelledById', 'refundedAmount', 'requestExpiresAt',
  'requestExpiresAtMs', 'decidedAt', 'commissionBasisPoints', 'commissionAmount', 'platformFeeAmount', 'hostPayoutAmount',
  'payoutStatus', 'payoutDueAtMs', 'payoutQueueAtMs', 'payoutAmount', 'transferId', 'paidOutAt', 'payoutReversedAmount', 'payoutError',
] as const satisfies readonly (keyof BookingRecord)[];

export function toBooking(item: Record<string, unknown>): BookingRecord {
  const booking = {} as Record<string, unknown>;
  for (const field of bookingFields) booking[field] = item[field] ?? null;
  // Bookings stored before issue 17 were instant and flexible, in UTC.
  booking.cancellationPolicy ??= DEFAULT_CANCELLATION_POLICY;
  booking.bookingMode ??= DEFAULT_BOOKING_MODE;
  booking.timeZone ??= DEFAULT_LISTING_TIME_ZONE;
  return booking as unknown as BookingRecord;
}

/** A booking whose nights are still held for its guest: pending, not released, hold not run out. */
export function holdIsActive(booking: Pick<BookingRecord, 'status' | 'holdsReleasedAt' | 'holdExpiresAtMs'>, nowMs: number): boolean {
  return booking.status === 'pending' && !booking.holdsReleasedAt && booking.holdExpiresAtMs > nowMs;
}



/**
 * Writes a new pending booking and a hold on each of its nights, all or nothing.
 * @returns false when a night is booked or held by someone else.
 */
/**
 * Issue 16: the hold is taken only while the listing is on, not paused, and still offers every
 * night (it lists no dates, or lists each of them). An edit that pauses the listing or stops
 * offering a night, committed between the checkout's checks and this write, makes it fail.
 */
function listingStillOffersItem(listingId: string, stay: readonly string[]) {
  // Nights before today cannot be booked through the API (the rules refuse them); only the demo
  // seed writes past stays, which no listing offers any more.
  const today = utcDate(clockNowMs());
  const nights = stay.filter((night) => night >= today);
  const offered = nights.map((_, i) => `contains(availableDates, :n${i})`).join(' AND ');
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.listing(listingId),
      ConditionExpression:
        'attribute_exists(pk) AND isActive = :true AND (attribute_not_exists(paused) OR paused = :false)' +
        (offered ? ` AND (attribute_not_exists(availableDates) OR size(availableDates) = :zero OR (${offered}))` : ''),
      ExpressionAttributeValues: {
        ':true': true,
        ':false': false,
        ...(offered ? { ':zero': 0 } : {}),
        ...Object.fromEntries(nights.map((night, i) => [`:n${i}`, night])),
      },
    },
  };
}

export async function createBookingWithHolds(booking: BookingRecord, nowMs: number): Promise<boolean> {
  const item = {
    ...keys.booking(booking.id),
    ...keys.guestBookingsIndex(booking.guestId, booking.checkOut, booking.id),
    ...keys.companyBookingsIndex(booking.companyDomain, booking.checkIn, booking.id), // admin's Bookings view (issue 8)
    type: 'booking',
    ...withoutNulls(booking),
  };
  try {
    await transactWithConflictRetry({
      TransactItems: [
        { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
        ...claimNightItems(nightOwner(booking), stayNights(booking.checkIn, booking.checkOut), { state: 'held', holdExpiresAtMs: booking.holdExpiresAtMs }, nowMs),
        listingStillOffersItem(booking.listingId, stayNights(booking.checkIn, booking.checkOut)),
      ],
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error) || isTransactionConflictOnly(error)) return false;
    throw error;
  }
}

export async function getBooking(bookingId: string): Promise<BookingRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.booking(bookingId), ConsistentRead: true }));
  return Item ? toBooking(Item) : null;
}

/** Records the booking's PaymentIntent and the lookup item from the intent to the booking. */
export async function attachPaymentIntent(bookingId: string, paymentIntentId: string): Promise<void> {
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.booking(bookingId),
            UpdateExpression: 'SET paymentIntentId = :pi, updatedAt = :now',
            // The same intent again is fine (an idempotent retry created the same one).
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(paymentIntentId) OR paymentIntentId = :pi)',
            ExpressionAttributeValues: { ':pi': paymentIntentId, ':now': nowIso() },
          },
        },
        { Put: { TableName: tableName(), Item: { ...keys.paymentIntentBooking(paymentIntentId), type: 'paymentIntentBooking', bookingId } } },
      ],
    }),
  );
}

export async function getBookingIdByPaymentIntent(paymentIntentId: string): Promise<string | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.paymentIntentBooking(paymentIntentId), ConsistentRead: true }));
  return Item ? String(Item.bookingId) : null;
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
export async function confirmBookingWithNights(booking: BookingRecord, nowMs: number, outbox: readonly OutboxPut[] = []): Promise<ConfirmOutcome> {
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
              'SET #status = :confirmed, isPaid = :true, confirmedAt = :now, updatedAt = :now, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk, ' +
              'payoutStatus = :scheduled, payoutDueAtMs = :payoutDue, payoutQueueAtMs = :payoutDue REMOVE lastPaymentError',
            // A request (issue 17) is confirmed from `requested` once its payment was captured.
            ConditionExpression: '#status IN (:pending, :requested) AND paymentIntentId = :pi',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':confirmed': 'confirmed',
              ':pending': 'pending',
              ':requested': 'requested',
              ':true': true,
              ':now': now,
              ':pi': booking.paymentIntentId,
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
export async function markRefunded(bookingId: string, refundId: string, reason: string, outbox: readonly OutboxPut[] = []): Promise<boolean> {
  return transition(
    bookingId,
    ['pending', 'cancelled'],
    'SET #status = :next, isPaid = :false, refundId = :refundId, refundReason = :reason, refundedAt = :now, updatedAt = :now',
    { ':next': 'refunded', ':false': false, ':refundId': refundId, ':reason': reason },
    outbox,
  );
}

/** pending → cancelled (the PaymentIntent was cancelled), once. */
export async function markCancelled(bookingId: string): Promise<boolean> {
  return transition(bookingId, ['pending'], 'SET #status = :next, cancelledAt = :now, holdsReleasedAt = if_not_exists(holdsReleasedAt, :now), updatedAt = :now', {
    ':next': 'cancelled',
  });
}

/** Notes that a pending booking's nights were given back after a failed payment. */
export async function markHoldsReleased(bookingId: string, reason: string | null): Promise<boolean> {
  return transition(bookingId, ['pending'], 'SET holdsReleasedAt = :now, lastPaymentError = :reason, updatedAt = :now', {
    ':reason': reason ?? 'The payment failed.',
  });
}

async function transition(bookingId: string, from: BookingStatus[], update: string, values: Record<string, unknown>, outbox: readonly OutboxPut[] = []): Promise<boolean> {
  const fromValues = Object.fromEntries(from.map((status, i) => [`:from${i}`, status]));
  const change = {
    TableName: tableName(),
    Key: keys.booking(bookingId),
    UpdateExpression: update,
    ConditionExpression: `#status IN (${Object.keys(fromValues).join(', ')})`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ...fromValues, ':now': nowIso(), ...values },
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

export interface BookingPage {
  bookings: BookingRecord[];
  lastKey: Record<string, unknown> | undefined;
}

/**
 * A guest's trips by check-out date, latest first. Checkouts that never became a stay and never
 * charged anyone are left out: abandoned ones (pending, hold gone) and cancelled ones (the guest
 * left the checkout). Refunded ones stay: money moved and came back.
 */
export async function listGuestBookings(guestId: string, nowMs: number, limit: number, startKey?: Record<string, unknown>): Promise<BookingPage> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      // Issue 17: requests (open, declined, expired) and cancelled paid stays are trips too.
      FilterExpression:
        '#status IN (:confirmed, :refunded, :requested, :declined, :expired) OR (#status = :cancelled AND attribute_exists(cancelledBy)) OR (#status = :pending AND attribute_not_exists(holdsReleasedAt) AND holdExpiresAtMs > :now)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': keys.guestBookingsPartition(guestId),
        ':pending': 'pending',
        ':confirmed': 'confirmed',
        ':refunded': 'refunded',
        ':requested': 'requested',
        ':declined': 'declined',
        ':expired': 'expired',
        ':cancelled': 'cancelled',
        ':now': nowMs,
      },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { bookings: (result.Items ?? []).map(toBooking), lastKey: result.LastEvaluatedKey };
}

/** A request still waiting for the host's answer (issue 17): the card is authorized and the nights held until its deadline. */
export function requestIsOpen(booking: Pick<BookingRecord, 'status' | 'requestExpiresAtMs'>, nowMs: number): boolean {
  return booking.status === 'requested' && booking.requestExpiresAtMs !== null && booking.requestExpiresAtMs > nowMs;
}

/**
 * Whether a host has a request not yet expired for a stay whose check-out is `today` or later
 * (erasure waits for it, issue 13). countHostBookings (store/host-stays) counts confirmed stays only, and its callers
 * mean exactly that; the hostings index lists requests too, so this is one key range of it.
 */
export async function hasOpenHostRequest(hostId: string, today: string, nowMs: number): Promise<boolean> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk >= :today',
        FilterExpression: '#status = :requested AND requestExpiresAtMs > :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pk': keys.hostBookingsPartition(hostId), ':today': today, ':requested': 'requested', ':now': nowMs },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    if ((page.Count ?? 0) > 0) return true;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return false;
}

/**
 * A guest's pending booking for exactly this stay whose nights are still held, if any: asking
 * for the same stay again (a reload of the checkout) continues that checkout instead of failing
 * on the guest's own hold. Reads the guest's trips ending on that check-out day.
 */
export async function findHeldBookingForStay(
  guestId: string,
  stay: { listingId: string; checkIn: string; checkOut: string; numberOfGuests: number },
  nowMs: number,
): Promise<BookingRecord | null> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :checkOut)',
      ExpressionAttributeValues: { ':pk': keys.guestBookingsPartition(guestId), ':checkOut': `${stay.checkOut}#` },
      Limit: 50,
    }),
  );
  const match = (result.Items ?? [])
    .map(toBooking)
    .filter(
      (booking) =>
        booking.listingId === stay.listingId &&
        booking.checkIn === stay.checkIn &&
        booking.numberOfGuests === stay.numberOfGuests &&
        booking.paymentIntentId !== null &&
        holdIsActive(booking, nowMs),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return match[0] ?? null;
}

/**
 * A guest's bookings whose nights are still held (pending, not released, hold running), from the
 * guest's trips with a check-out from `today` on: the checkout limits of issue 14 count these.
 */
export async function listLiveHolds(guestId: string, today: string, nowMs: number): Promise<BookingRecord[]> {
  const holds: BookingRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :today',
        FilterExpression: '#status = :pending AND attribute_not_exists(holdsReleasedAt) AND holdExpiresAtMs > :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pk': keys.guestBookingsPartition(guestId), ':today': today, ':pending': 'pending', ':now': nowMs },
        ExclusiveStartKey: startKey,
      }),
    );
    holds.push(...(page.Items ?? []).map(toBooking));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return holds;
}

function nightOwner(booking: BookingRecord) {
  return { listingId: booking.listingId, bookingId: booking.id, guestId: booking.guestId };
}

function withoutNulls(record: BookingRecord): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));
}

// --- Issue 17: cancelling paid stays, booking requests ------------------------------------------

/**
 * confirmed → cancelled, once, with who cancelled and the refund decided, and the nights not yet
 * begun given back, in one transaction (a stay is at most 90 nights, so it fits). A second or
 * concurrent cancellation fails the booking's condition and changes nothing.
 * @returns false when the booking was not confirmed any more.
 */
export async function cancelConfirmedBooking(
  booking: BookingRecord,
  change: { by: Canceller; byId: string; refundedAmount: number; nightsToFree: readonly string[]; nowMs: number },
  outbox: readonly OutboxPut[] = [],
): Promise<boolean> {
  const now = new Date(change.nowMs).toISOString();
  try {
    await transactWithConflictRetry({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.booking(booking.id),
            UpdateExpression:
              'SET #status = :cancelled, cancelledAt = :now, cancelledBy = :by, cancelledById = :byId, refundedAmount = :amount, updatedAt = :now',
            ConditionExpression: '#status = :confirmed',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':cancelled': 'cancelled',
              ':confirmed': 'confirmed',
              ':now': now,
              ':by': change.by,
              ':byId': change.byId,
              ':amount': change.refundedAmount,
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

/**
 * Notes Stripe's refund of a cancelled stay (the cancel call, a retry, or `charge.refunded`): the
 * first id stays. True only for the call that recorded it, so the refund is counted once (cancel-stay.ts).
 */
export async function recordStayRefund(bookingId: string, refundId: string, nowIsoValue: string = nowIso()): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.booking(bookingId),
        UpdateExpression: 'SET refundId = :refundId, refundedAt = if_not_exists(refundedAt, :now), updatedAt = :now',
        ConditionExpression: '#status = :cancelled AND attribute_exists(cancelledBy) AND attribute_not_exists(refundId)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':refundId': refundId, ':now': nowIsoValue, ':cancelled': 'cancelled' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export type RequestOutcome = 'requested' | 'not-pending' | 'nights-taken';

/**
 * pending → requested once the card is authorized (issue 17): the nights are held until the
 * request expires, the host sees it (gsi2), and the expiry job finds it (B15), in one transaction.
 */
export async function markRequested(booking: BookingRecord, nowMs: number, expiresAtMs: number, outbox: readonly OutboxPut[] = []): Promise<RequestOutcome> {
  const host = keys.hostBookingsIndex(booking.hostId, booking.checkOut, booking.id);
  try {
    await transactWithConflictRetry({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.booking(booking.id),
            UpdateExpression:
              'SET #status = :requested, requestExpiresAtMs = :expires, requestExpiresAt = :expiresIso, holdExpiresAtMs = :expires, holdExpiresAt = :expiresIso, updatedAt = :now, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk REMOVE lastPaymentError',
            ConditionExpression: '#status = :pending AND paymentIntentId = :pi',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':requested': 'requested',
              ':pending': 'pending',
              ':pi': booking.paymentIntentId,
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
  to: 'declined' | 'expired' | 'cancelled',
  nowMs: number,
  withdrawnBy?: { by: Canceller; byId: string },
  outbox: readonly OutboxPut[] = [],
): Promise<boolean> {
  const now = new Date(nowMs).toISOString();
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
            ConditionExpression: '#status = :requested',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':to': to,
              ':requested': 'requested',
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

/** Requests whose answer time has run out, oldest first (the expiry job; B15). */
export async function listExpiredRequests(nowMs: number, limit: number): Promise<string[]> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk < :before',
      ExpressionAttributeValues: { ':pk': keys.bookingRequestsPartition(), ':before': keys.bookingRequestsBefore(nowMs) },
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []).map((item) => String(item.bookingId));
}

/** Drops a request's entry from the expiry list (B15) once it needs no expiry. */
export async function forgetRequest(expiresAtMs: number, bookingId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.bookingRequest(expiresAtMs, bookingId) }));
}
