import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { ttlFromMs } from '../clock';
import { isConditionFailure } from './conditional';
import { keys } from './keys';

/**
 * The transactional outbox (issue 33, docs/data-model.md "Outbox"): an e-mail about a state
 * change is an item written in the same transaction as the change (`outboxMailItem`), so the
 * change and its e-mail commit together or not at all. The table's stream hands each new item to
 * `events/send-outbox-mail`, which sends it once (domain/outbox/send-outbox-mail.ts):
 *
 *   pending ──claim──► sending (token, lease) ──SES ok──► sent ──► deleted
 *                         └──SES failed──► pending (lastError), the stream retries the record
 *
 * The item names what to send (a kind and a booking), not the rendered mail: the sender renders
 * it from the booking and its members when it sends.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A pending item no sender ever finished is removed by TTL after this (the DLQ alarm fires long before). */
export const OUTBOX_TTL_MS = 30 * DAY_MS;

export type OutboxMailKind =
  | 'booking-confirmed-guest'
  | 'booking-confirmed-host'
  | 'booking-refunded-guest'
  | 'request-received-host'
  | 'request-closed-guest'
  | 'request-withdrawn-host'
  | 'stay-cancelled-guest'
  | 'stay-cancelled-host'
  /** Issue 35: a business stay not approved (by an approver, or at the deadline); the reason is the booking's `approval`. */
  | 'approval-rejected-guest'
  /**
   * A business stay waits for approval: not an e-mail itself; its sender writes one
   * `approval-request-approver` item per approver (domain/outbox/approval-request-fan-out.ts, ADR 0193).
   */
  | 'approval-requested'
  /** The request to one approver (`recipientId`), with links signed for them when it is sent. */
  | 'approval-request-approver';

/** What one e-mail is about. `reason` carries the refund reason or how a request closed; `recipientId` the approver asked. */
export interface OutboxMail {
  kind: OutboxMailKind;
  bookingId: string;
  reason?: string;
  recipientId?: string;
}

export type OutboxState = 'pending' | 'sending' | 'sent';

export interface OutboxRecord extends OutboxMail {
  id: string;
  state: OutboxState;
  createdAt: string;
  /** Sends started (claims taken). */
  attempts: number;
  claimToken?: string;
  leaseUntilMs?: number;
  sentAt?: string;
  /** `skipped`: nobody to send it to any more (a member erased meanwhile); `rejected`: SES refused it for good. */
  outcome?: 'sent' | 'skipped' | 'rejected';
  lastError?: string;
  /** `approval-requested`: the approvers (by id, in order) whose items are written already (store/outbox-fan-out.ts). */
  fannedOutThrough?: string;
}

/**
 * The Put to add to a state change's TransactItems: one outbox e-mail. Add it last, so the
 * positions of the transaction's other items (which callers read cancellation reasons by) stay.
 */
export function outboxMailItem(mail: OutboxMail, nowMs: number, id: string = randomUUID()) {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.outboxMail(id),
        type: 'outboxMail',
        id,
        kind: mail.kind,
        bookingId: mail.bookingId,
        ...(mail.reason ? { reason: mail.reason } : {}),
        ...(mail.recipientId ? { recipientId: mail.recipientId } : {}),
        state: 'pending',
        attempts: 0,
        createdAt: new Date(nowMs).toISOString(),
        ttl: ttlFromMs(nowMs + OUTBOX_TTL_MS),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** One outbox Put for a transaction (what outboxMailItem builds). */
export type OutboxPut = ReturnType<typeof outboxMailItem>;

export async function getOutboxMail(id: string): Promise<OutboxRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.outboxMail(id), ConsistentRead: true }));
  if (!Item) return null;
  const { pk: _pk, sk: _sk, ttl: _ttl, type: _type, ...rest } = Item;
  return rest as OutboxRecord;
}

/**
 * Takes the item to send it: pending, or sending whose lease ran out (its sender died before it
 * recorded an outcome). Only one caller gets a token.
 */
export async function claimOutboxMail(id: string, nowMs: number, leaseMs: number): Promise<string | null> {
  const token = randomUUID();
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outboxMail(id),
        UpdateExpression: 'SET #state = :sending, claimToken = :token, leaseUntilMs = :lease ADD attempts :one',
        ConditionExpression: 'attribute_exists(pk) AND (#state = :pending OR (#state = :sending AND leaseUntilMs < :now))',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sending': 'sending', ':pending': 'pending', ':token': token, ':lease': nowMs + leaseMs, ':now': nowMs, ':one': 1 },
      }),
    );
    return token;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** SES refused it: back to pending for the next try, if the claim is still ours. */
export async function releaseOutboxMail(id: string, token: string, error: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outboxMail(id),
        UpdateExpression: 'SET #state = :pending, lastError = :error REMOVE claimToken, leaseUntilMs',
        ConditionExpression: '#state = :sending AND claimToken = :token',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending', ':sending': 'sending', ':token': token, ':error': error.slice(0, 500) },
      }),
    );
  } catch (caught) {
    if (!isConditionFailure(caught)) throw caught;
  }
}

/**
 * The "sent" marker, written right after SES accepted the e-mail (or when there is nobody to send
 * it to): from now on no sender sends it again. @returns false when the claim was no longer ours.
 */
export async function markOutboxMailSent(id: string, token: string, sentAt: string, outcome: 'sent' | 'skipped' | 'rejected'): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outboxMail(id),
        UpdateExpression: 'SET #state = :sent, sentAt = :at, outcome = :outcome REMOVE leaseUntilMs',
        ConditionExpression: '#state = :sending AND claimToken = :token',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sent': 'sent', ':sending': 'sending', ':token': token, ':at': sentAt, ':outcome': outcome },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Removes a sent item (the last step; a second call finds nothing to do). */
export async function deleteSentOutboxMail(id: string): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.outboxMail(id),
        ConditionExpression: '#state = :sent',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sent': 'sent' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
