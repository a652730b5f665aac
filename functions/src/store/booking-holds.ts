import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { stayNights, utcDate } from '@worknest/shared/booking';
import { db, tableName } from '../adapters/dynamodb';
import { nowMs as clockNowMs } from '../clock';
import { isConditionFailure, isTransactionConflictOnly } from './conditional';
import { keys } from './keys';
import { claimNightItems } from './nights';
import { transactWithConflictRetry } from './transact';
import { nightOwner, toBooking, type BookingRecord } from './booking-item';

/** A checkout's holds on its nights (docs/data-model.md, "Bookings"): the new pending booking and the guest's live holds. */

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
export function listingStillOffersItem(listingId: string, stay: readonly string[]) {
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

/** The booking's item as a new booking writes it, with the guest's and the company's index keys. */
export function newBookingItem(booking: BookingRecord): Record<string, unknown> {
  return {
    ...keys.booking(booking.id),
    ...keys.guestBookingsIndex(booking.guestId, booking.checkOut, booking.id),
    ...keys.companyBookingsIndex(booking.companyDomain, booking.checkIn, booking.id), // admin's Bookings view (issue 8)
    type: 'booking',
    ...withoutNulls(booking),
  };
}

export async function createBookingWithHolds(booking: BookingRecord, nowMs: number): Promise<boolean> {
  const item = newBookingItem(booking);

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

function withoutNulls(record: BookingRecord): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));
}

