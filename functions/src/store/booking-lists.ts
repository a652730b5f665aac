import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { keys } from './keys';
import { toBooking, type BookingRecord } from './booking-item';

/** The lists bookings appear in: a guest's trips, a host's open requests, the requests' expiry list (B15). */

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
        '#status IN (:confirmed, :refunded, :requested, :declined, :expired, :awaiting, :rejected) OR (#status = :cancelled AND attribute_exists(cancelledBy)) OR (#status = :pending AND attribute_not_exists(holdsReleasedAt) AND holdExpiresAtMs > :now)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': keys.guestBookingsPartition(guestId),
        ':pending': 'pending',
        ':confirmed': 'confirmed',
        ':refunded': 'refunded',
        ':requested': 'requested',
        ':declined': 'declined',
        ':expired': 'expired',
        // Issue 35: business stays waiting for approval, or not approved.
        ':awaiting': 'awaiting_approval',
        ':rejected': 'rejected',
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
