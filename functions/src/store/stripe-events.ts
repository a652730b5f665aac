import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso, ttlFromMs } from '../clock';
import { isConditionFailure } from './conditional';
import { keys } from './keys';

/**
 * Stripe events already handled, so a redelivered event has no second effect. The pattern of
 * Powertools' idempotency layer: a conditional put claims the event while it is processed (with
 * a lock that expires, in case the function dies mid-way), `done` marks it handled, and a failed
 * attempt removes its claim so Stripe's retry can run it again.
 */

/** Stripe retries for three days; a month covers every redelivery. */
const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** Longer than the webhook function's timeout. */
const LOCK_MS = 60_000;

export type EventClaim = 'claimed' | 'done' | 'in-progress';

export async function claimStripeEvent(eventId: string, type: string, nowMs: number): Promise<EventClaim> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.stripeEvent(eventId),
          type: 'stripeEvent',
          eventId,
          eventType: type,
          state: 'processing',
          lockExpiresAtMs: nowMs + LOCK_MS,
          receivedAt: nowIso(),
          ttl: ttlFromMs(nowMs + RETENTION_MS),
        },
        ConditionExpression: 'attribute_not_exists(pk) OR (#state = :processing AND lockExpiresAtMs < :now)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':processing': 'processing', ':now': nowMs },
      }),
    );
    return 'claimed';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.stripeEvent(eventId), ConsistentRead: true }));
    return Item?.state === 'done' ? 'done' : 'in-progress';
  }
}

export async function markStripeEventDone(eventId: string, outcome: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.stripeEvent(eventId),
      UpdateExpression: 'SET #state = :done, outcome = :outcome, handledAt = :now REMOVE lockExpiresAtMs',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':done': 'done', ':outcome': outcome, ':now': nowIso() },
    }),
  );
}

/** Gives up the claim after a failure, so the next delivery of the event is handled. */
export async function releaseStripeEvent(eventId: string): Promise<void> {
  await db.send(
    new DeleteCommand({
      TableName: tableName(),
      Key: keys.stripeEvent(eventId),
      ConditionExpression: '#state = :processing',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':processing': 'processing' },
    }),
  ).catch((error: unknown) => {
    if (!isConditionFailure(error)) throw error;
  });
}
