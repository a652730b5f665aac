import { BatchWriteCommand, DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { nowMs, ttlFromMs } from '../clock';
import { isConditionFailure } from './conditional';
import { keys } from './keys';
import { mapWithLimit } from './map-with-limit';
import { availabilityClaimItem, refreshListingAvailability } from './listing-search';

/**
 * Listing-nights: the no-double-booking guard (docs/data-model.md, "Bookings"). One item per
 * night of a listing that a booking holds (while its guest pays, until `holdExpiresAtMs`) or has
 * booked (paid). Every write that takes a night happens in the same transaction as the booking
 * change it belongs to and is conditional on the night being free, on the same booking already
 * owning it, or on a hold that has expired or belongs to the same guest (a guest who changes
 * dates, or pays an older checkout, replaces their own hold rather than being blocked by it).
 * A booked night is never taken.
 *
 * Issue 20: a night an imported calendar's event covers is `blocked` (no booking, no guest; the
 * set `blockedBy` names the imported calendars that block it). The claim condition above refuses
 * it like any taken night, so no checkout can hold it; a sync never touches held or booked nights.
 */
export type NightState = 'held' | 'booked' | 'blocked';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Held nights linger a day after their hold for diagnosis, then TTL removes them. */
const HELD_NIGHT_TTL_GRACE_MS = 24 * 60 * 60 * 1000;

const CLAIM_CONDITION =
  'attribute_not_exists(pk) OR bookingId = :bookingId OR (#state = :held AND (holdExpiresAtMs < :now OR guestId = :guestId))';

/** The transaction item that takes one night for a booking, held until `holdExpiresAtMs` or booked. */
export function claimNightItem(
  owner: { listingId: string; bookingId: string; guestId: string },
  night: string,
  claim: { state: 'held'; holdExpiresAtMs: number } | { state: 'booked' },
  nowMs: number,
): TransactItem {
  const item: Record<string, unknown> = {
    ...keys.listingNight(owner.listingId, night),
    type: 'listingNight',
    listingId: owner.listingId,
    night,
    bookingId: owner.bookingId,
    guestId: owner.guestId,
    state: claim.state,
  };
  if (claim.state === 'held') {
    item.holdExpiresAtMs = claim.holdExpiresAtMs;
    item.ttl = ttlFromMs(claim.holdExpiresAtMs + HELD_NIGHT_TTL_GRACE_MS);
  }
  return {
    Put: {
      TableName: tableName(),
      Item: item,
      ConditionExpression: CLAIM_CONDITION,
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':bookingId': owner.bookingId, ':guestId': owner.guestId, ':held': 'held', ':now': nowMs },
    },
  };
}

/**
 * The transaction items that take a stay's nights for a booking: one per night, and the listing's
 * availability summary (search, issue 18), so both change together or not at all. Every
 * transaction that holds or books nights uses this.
 */
export function claimNightItems(
  owner: { listingId: string; bookingId: string; guestId: string },
  nights: readonly string[],
  claim: { state: 'held'; holdExpiresAtMs: number } | { state: 'booked' },
  nowMs: number,
): TransactItem[] {
  return [
    ...nights.map((night) => claimNightItem(owner, night, claim, nowMs)),
    availabilityClaimItem(owner.listingId, nights, claim.state === 'held' ? claim.holdExpiresAtMs : null),
  ];
}

export interface TakenNight {
  night: string;
  /** Empty for a night an imported calendar blocks. */
  bookingId: string;
  guestId: string;
  state: NightState;
}

/**
 * Nights of a listing that cannot be booked now, from `from` to `to` (inclusive; open-ended when
 * omitted): booked ones and holds that have not expired. DynamoDB Local never runs TTL, and AWS
 * runs it late, so expiry is checked here.
 */
export async function listTakenNights(listingId: string, nowMs: number, from: string, to?: string): Promise<TakenNight[]> {
  const taken: TakenNight[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: to ? 'pk = :pk AND sk BETWEEN :from AND :to' : 'pk = :pk AND sk >= :from',
        ExpressionAttributeValues: { ':pk': keys.listingNightsPartition(listingId), ':from': from, ...(to ? { ':to': to } : {}) },
        ConsistentRead: true,
        Limit: 500,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const live = item.state === 'booked' || item.state === 'blocked' || (item.state === 'held' && Number(item.holdExpiresAtMs) > nowMs);
      if (live) taken.push({ night: String(item.night), bookingId: String(item.bookingId ?? ''), guestId: String(item.guestId ?? ''), state: item.state as NightState });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return taken;
}

/**
 * Gives back the nights a booking holds (a failed or cancelled payment). Only `held` nights of
 * this booking are deleted: a night another booking took, or one this booking paid for, stays.
 */
export async function releaseHeldNights(listingId: string, nights: readonly string[], bookingId: string): Promise<number> {
  const results = await Promise.all(
    nights.map(async (night) => {
      try {
        await db.send(
          new DeleteCommand({
            TableName: tableName(),
            Key: keys.listingNight(listingId, night),
            ConditionExpression: 'bookingId = :bookingId AND #state = :held',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':bookingId': bookingId, ':held': 'held' },
          }),
        );
        return 1;
      } catch (error) {
        if (isConditionFailure(error)) return 0;
        throw error;
      }
    }),
  );
  const released = results.reduce<number>((sum, one) => sum + one, 0);
  // The search's availability summary follows (issue 18).
  if (released > 0) await refreshListingAvailability(listingId, nowMs());
  return released;
}

/** Batches of 25 deletes (DynamoDB's BatchWriteItem limit) in flight at once when a listing's nights go. */
const NIGHT_DELETES_IN_FLIGHT = 8;

/**
 * Removes every night item of a deleted listing (idempotent). A page of up to 1,000 keys at a
 * time, deleted 25 per BatchWriteItem with up to 8 of those in flight (issue 15: no longer one
 * batch after the other), unprocessed deletes sent again with backoff. Stops starting work when
 * `inTime()` says no and answers false: the caller leaves the rest to the clean-up job.
 *
 * @returns true when no night item of the listing is left.
 */
export async function deleteListingNights(listingId: string, inTime: () => boolean = () => true): Promise<boolean> {
  let startKey: Record<string, unknown> | undefined;
  do {
    if (!inTime()) return false;
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.listingNightsPartition(listingId) },
        ProjectionExpression: 'pk, sk',
        Limit: 1000,
        ExclusiveStartKey: startKey,
      }),
    );
    const items = page.Items ?? [];
    const batches: Record<string, unknown>[][] = [];
    for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25).map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } })));
    const sent = await mapWithLimit(batches, NIGHT_DELETES_IN_FLIGHT, async (batch) => {
      let requests: Record<string, unknown>[] | undefined = batch;
      // BatchWrite may leave some requests unprocessed under load: send those again, backing off.
      for (let attempt = 0; requests && requests.length > 0; attempt++) {
        if (attempt >= 8) throw new Error(`BatchWriteItem left ${requests.length} night deletes unprocessed`);
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, 25 * 2 ** attempt)));
        const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
        requests = result.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
      }
      return true;
    }, inTime);
    if (sent.some((done) => !done)) return false;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return true;
}

/** A night item as the calendar sync reads it (issue 20). */
export interface NightItem {
  night: string;
  state: NightState;
  bookingId: string | null;
  holdExpiresAtMs: number | null;
  /** Imported calendars blocking it (state `blocked`). */
  blockedBy: string[];
}

/** Every night item of a listing from `from` on (booked, held, blocked; expired holds included). */
export async function listNightItems(listingId: string, from: string): Promise<NightItem[]> {
  const nights: NightItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk >= :from',
        ExpressionAttributeValues: { ':pk': keys.listingNightsPartition(listingId), ':from': from },
        ConsistentRead: true,
        Limit: 500,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      nights.push({
        night: String(item.night ?? item.sk),
        state: item.state as NightState,
        bookingId: typeof item.bookingId === 'string' ? item.bookingId : null,
        holdExpiresAtMs: typeof item.holdExpiresAtMs === 'number' ? item.holdExpiresAtMs : null,
        blockedBy: item.blockedBy instanceof Set ? [...(item.blockedBy as Set<string>)] : Array.isArray(item.blockedBy) ? (item.blockedBy as string[]) : [],
      });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return nights;
}

/**
 * An imported calendar blocks a night: it becomes (or stays) `blocked`, with the calendar added to
 * `blockedBy`. Only a free night, a night already blocked or one under an expired hold; a booked
 * night or a live hold is never touched ('taken').
 */
export async function blockImportedNight(listingId: string, night: string, importId: string, nowMs: number): Promise<'blocked' | 'taken'> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.listingNight(listingId, night),
        UpdateExpression: 'SET #state = :blocked, #type = :type, listingId = :listingId, night = :night ADD blockedBy :by REMOVE bookingId, guestId, holdExpiresAtMs, #ttl',
        ConditionExpression: 'attribute_not_exists(pk) OR #state = :blocked OR (#state = :held AND holdExpiresAtMs < :now)',
        ExpressionAttributeNames: { '#state': 'state', '#type': 'type', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':blocked': 'blocked', ':held': 'held', ':now': nowMs, ':type': 'listingNight', ':listingId': listingId, ':night': night, ':by': new Set([importId]) },
      }),
    );
    return 'blocked';
  } catch (error) {
    if (isConditionFailure(error)) return 'taken';
    throw error;
  }
}

/**
 * Imported calendars stop blocking a night (their event is gone, or the host removed them): they
 * leave `blockedBy`, and a night no calendar blocks any more is deleted. Never touches a night
 * that is not `blocked`.
 */
export async function unblockImportedNight(listingId: string, night: string, importIds: readonly string[]): Promise<void> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.listingNight(listingId, night),
        UpdateExpression: 'DELETE blockedBy :by',
        ConditionExpression: '#state = :blocked',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':blocked': 'blocked', ':by': new Set(importIds) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    if (Attributes && Attributes.blockedBy === undefined) {
      await db.send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.listingNight(listingId, night),
          ConditionExpression: '#state = :blocked AND attribute_not_exists(blockedBy)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':blocked': 'blocked' },
        }),
      );
    }
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
