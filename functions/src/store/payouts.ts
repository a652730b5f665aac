import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PayoutAccountState } from '@worknest/shared/payout-rules';
import { db, tableName } from '../adapters/dynamodb';
import { toBooking, type BookingRecord } from './bookings';
import { isConditionFailure } from './conditional';
import { queryFilledPage } from './filled-page';
import { keys } from './keys';

/**
 * Payouts (issue 21; docs/data-model.md rows "Payouts"): a member's Stripe Express account (one
 * item on the user, plus the account id → member lookup the Connect webhook needs), the queue of
 * stays whose payout is due at a time (`PAYOUTS_DUE`, read `sk < now` by the payout job), and the
 * payout fields on the booking. Every change is conditional, so two runs of the job, a retry and
 * a webhook meeting each other leave one outcome.
 */

export interface PayoutAccountRecord {
  userId: string;
  stripeAccountId: string;
  state: PayoutAccountState;
  requirementsDue: number;
  createdAt: string;
  updatedAt: string;
}

function toAccount(item: Record<string, unknown>): PayoutAccountRecord {
  return {
    userId: String(item.userId),
    stripeAccountId: String(item.stripeAccountId),
    state: item.state as PayoutAccountState,
    requirementsDue: Number(item.requirementsDue ?? 0),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
  };
}

export async function getPayoutAccount(userId: string): Promise<PayoutAccountRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.payoutAccount(userId), ConsistentRead: true }));
  return Item ? toAccount(Item) : null;
}

export async function getUserIdByConnectedAccount(stripeAccountId: string): Promise<string | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.connectedAccount(stripeAccountId), ConsistentRead: true }));
  return Item ? String(Item.userId) : null;
}

/**
 * Records a member's new connected account and its lookup, once. A second click made the same
 * account (Stripe's idempotency key), so the same id again is fine.
 * @returns the account on record (the one written, or the one already there).
 */
export async function savePayoutAccount(account: Omit<PayoutAccountRecord, 'updatedAt'>): Promise<PayoutAccountRecord> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.payoutAccount(account.userId), type: 'payoutAccount', ...account, updatedAt: account.createdAt },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.connectedAccount(account.stripeAccountId), type: 'connectedAccount', userId: account.userId, stripeAccountId: account.stripeAccountId },
              ConditionExpression: 'attribute_not_exists(pk) OR userId = :userId',
              ExpressionAttributeValues: { ':userId': account.userId },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const saved = await getPayoutAccount(account.userId);
  if (!saved) throw new Error(`The payout account of ${account.userId} could not be saved`);
  return saved;
}

/** The account's state as Stripe last said it. @returns the state before (null: no account). */
export async function updatePayoutAccountState(userId: string, state: PayoutAccountState, requirementsDue: number, nowIso: string): Promise<PayoutAccountState | null> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.payoutAccount(userId),
        UpdateExpression: 'SET #state = :state, requirementsDue = :due, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':state': state, ':due': requirementsDue, ':now': nowIso },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return (Attributes?.state as PayoutAccountState | undefined) ?? null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * Erasure (issue 13), step one: what is still owed to a former host is paid and what was paid stays
 * on record, so their account is kept under their pseudonym (its copy at USER#<pseudonym>, the
 * Connect lookup naming the pseudonym). The member's own item goes with deletePayoutAccountItem
 * once their stays name the pseudonym, so the payout job finds an account at every moment.
 * @returns false when the member has no payout account.
 */
export async function copyPayoutAccountTo(userId: string, pseudonym: string): Promise<boolean> {
  const account = await getPayoutAccount(userId);
  if (!account) return false;
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...keys.payoutAccount(pseudonym), type: 'payoutAccount', ...account, userId: pseudonym, formerMember: true } } },
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.connectedAccount(account.stripeAccountId), type: 'connectedAccount', userId: pseudonym, stripeAccountId: account.stripeAccountId },
          },
        },
        // Issue 33: the account's e-mail and metadata at Stripe are redacted by the payout job
        // (the erasure's functions load no Stripe client, issue 15).
        { Put: { TableName: tableName(), Item: { ...keys.stripeRedaction(account.stripeAccountId), type: 'stripeRedaction', stripeAccountId: account.stripeAccountId } } },
      ],
    }),
  );
  return true;
}

/** Erased members' Stripe accounts still to redact at Stripe (a handful; the payout job's work). */
export async function listStripeRedactions(limit: number): Promise<string[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.payoutsDuePartition(), ':prefix': keys.stripeRedactionPrefix() },
      Limit: limit,
    }),
  );
  return Items.map((item) => String(item.stripeAccountId));
}

export async function forgetStripeRedaction(stripeAccountId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.stripeRedaction(stripeAccountId) }));
}

/** Erasure, step two: the member's own payout account item (its copy under the pseudonym stays). */
export async function deletePayoutAccountItem(userId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.payoutAccount(userId) }));
}

// --- The queue of due payouts ---------------------------------------------------------------------

export interface DuePayout {
  bookingId: string;
  queueAtMs: number;
}

/** Stays whose payout time has come, oldest first. */
export async function listDuePayouts(nowMs: number, limit: number): Promise<DuePayout[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk < :before',
      ExpressionAttributeValues: { ':pk': keys.payoutsDuePartition(), ':before': keys.payoutsDueBefore(nowMs) },
      Limit: limit,
    }),
  );
  return Items.map((item) => ({ bookingId: String(item.bookingId), queueAtMs: Number(String(item.sk).split('#')[0]) }));
}

/** Drops a queue entry whose booking no longer exists. */
export async function forgetDuePayout(queueAtMs: number, bookingId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.payoutDue(queueAtMs, bookingId) }));
}

/**
 * Takes a due payout for this run: only one run at a time holds a stay (a lease, in case a run
 * dies mid-way), and only while its payout is still scheduled.
 * @returns the booking as it was when claimed, or null when another run holds it or it is settled.
 */
export async function claimPayout(bookingId: string, nowMs: number, leaseMs: number): Promise<{ booking: BookingRecord; earlierAttempts: number } | null> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.booking(bookingId),
        UpdateExpression: 'SET payoutLockUntilMs = :until, payoutAttempts = if_not_exists(payoutAttempts, :zero) + :one',
        ConditionExpression: 'payoutStatus = :scheduled AND (attribute_not_exists(payoutLockUntilMs) OR payoutLockUntilMs < :now)',
        ExpressionAttributeValues: { ':until': nowMs + leaseMs, ':now': nowMs, ':scheduled': 'scheduled', ':zero': 0, ':one': 1 },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? { booking: toBooking(Attributes), earlierAttempts: Number(Attributes.payoutAttempts ?? 0) } : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

function settle(booking: Pick<BookingRecord, 'id' | 'payoutQueueAtMs'>, update: string, condition: string, values: Record<string, unknown>, names?: Record<string, string>) {
  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]>['TransactItems'] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.booking(booking.id),
        UpdateExpression: update,
        ConditionExpression: condition,
        ExpressionAttributeValues: values,
        ...(names ? { ExpressionAttributeNames: names } : {}),
      },
    },
  ];
  if (booking.payoutQueueAtMs !== null) items.push({ Delete: { TableName: tableName(), Key: keys.payoutDue(booking.payoutQueueAtMs, booking.id) } });
  return items;
}

/**
 * The transfer exists: the booking says paid (with the transfer's id and amount) and leaves the
 * queue. Idempotent: the same transfer again changes nothing; another transfer id never replaces it.
 * @returns false when the booking already records another transfer.
 */
export async function recordPayoutPaid(
  booking: Pick<BookingRecord, 'id' | 'payoutQueueAtMs'>,
  transfer: { id: string; amount: number; createdIso: string },
): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: settle(
          booking,
          'SET payoutStatus = :paid, transferId = :transfer, payoutAmount = :amount, paidOutAt = :at REMOVE payoutLockUntilMs, payoutError, payoutQueueAtMs',
          'attribute_exists(pk) AND attribute_not_exists(transferId)',
          { ':paid': 'paid', ':transfer': transfer.id, ':amount': transfer.amount, ':at': transfer.createdIso },
        ),
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Recorded before (a retry, the webhook, the other run): the same transfer is a success.
    const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.booking(booking.id), ConsistentRead: true }));
    return Item?.transferId === transfer.id;
  }
}

/** Nothing is owed for this stay (refunded, cancelled in full): it leaves the queue, never to be paid. */
export async function recordNoPayout(booking: Pick<BookingRecord, 'id' | 'payoutQueueAtMs'>): Promise<void> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: settle(booking, 'SET payoutStatus = :none, payoutAmount = :zero REMOVE payoutLockUntilMs, payoutError, payoutQueueAtMs', 'attribute_not_exists(transferId)', {
          ':none': 'none',
          ':zero': 0,
        }),
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Due, but the host has no enabled account yet: out of the queue until their account is enabled. */
export async function recordAwaitingAccount(booking: Pick<BookingRecord, 'id' | 'payoutQueueAtMs'>): Promise<void> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: settle(booking, 'SET payoutStatus = :waiting REMOVE payoutLockUntilMs, payoutQueueAtMs', 'payoutStatus = :scheduled', {
          ':waiting': 'awaiting_account',
          ':scheduled': 'scheduled',
        }),
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** A transfer failed: noted on the booking, and tried again at `retryAtMs`. */
export async function recordPayoutRetry(booking: Pick<BookingRecord, 'id' | 'payoutQueueAtMs'>, message: string, retryAtMs: number): Promise<void> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          ...settle(booking, 'SET payoutError = :message, payoutQueueAtMs = :retry REMOVE payoutLockUntilMs', 'payoutStatus = :scheduled', {
            ':message': message.slice(0, 500),
            ':retry': retryAtMs,
            ':scheduled': 'scheduled',
          }),
          { Put: { TableName: tableName(), Item: { ...keys.payoutDue(retryAtMs, booking.id), type: 'payoutDue', bookingId: booking.id } } },
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * The host's account is enabled: their stays waiting for it go back to the queue, due now.
 * @returns how many were queued.
 */
export async function requeueAwaitingPayouts(hostId: string, nowMs: number): Promise<number> {
  let queued = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        FilterExpression: 'payoutStatus = :waiting',
        ExpressionAttributeValues: { ':pk': keys.hostBookingsPartition(hostId), ':waiting': 'awaiting_account' },
        ProjectionExpression: 'id',
        Limit: 100,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const bookingId = String(item.id);
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: tableName(),
                  Key: keys.booking(bookingId),
                  UpdateExpression: 'SET payoutStatus = :scheduled, payoutQueueAtMs = :now',
                  ConditionExpression: 'payoutStatus = :waiting',
                  ExpressionAttributeValues: { ':scheduled': 'scheduled', ':waiting': 'awaiting_account', ':now': nowMs },
                },
              },
              { Put: { TableName: tableName(), Item: { ...keys.payoutDue(nowMs, bookingId), type: 'payoutDue', bookingId } } },
            ],
          }),
        );
        queued++;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return queued;
}

/**
 * Stripe took (part of) a paid transfer back. `amountReversed` is the transfer's total taken back
 * so far, which only grows; Stripe does not deliver events in order, so an older `transfer.reversed`
 * arriving after a newer one (a smaller total) changes nothing.
 * @returns `recorded`, `stale` (a total at least as large is on record already), or
 *   `other-transfer` (the booking records no such transfer).
 */
export async function recordTransferReversed(
  bookingId: string,
  transfer: { id: string; amount: number; amountReversed: number },
): Promise<'recorded' | 'stale' | 'other-transfer'> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.booking(bookingId),
        UpdateExpression: 'SET payoutReversedAmount = :reversed, payoutStatus = :status',
        ConditionExpression: 'transferId = :transfer AND (attribute_not_exists(payoutReversedAmount) OR payoutReversedAmount < :reversed)',
        ExpressionAttributeValues: {
          ':reversed': transfer.amountReversed,
          ':status': transfer.amountReversed >= transfer.amount ? 'reversed' : 'paid',
          ':transfer': transfer.id,
        },
      }),
    );
    return 'recorded';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.booking(bookingId), ConsistentRead: true }));
    return Item?.transferId === transfer.id ? 'stale' : 'other-transfer';
  }
}

/**
 * A host's stays with their payouts, latest check-out first (the host's hostings index). Stays
 * marked as owing nothing (`payoutStatus` none) are left out here already; `keep` leaves out the
 * rest that owe nothing (issue 29: a stay refunded in full is no payout row), and each page is
 * filled as far as a few reads allow.
 */
export async function listHostPayouts(
  hostId: string,
  limit: number,
  startKey?: Record<string, unknown>,
  keep: (booking: BookingRecord) => boolean = () => true,
): Promise<{ bookings: BookingRecord[]; lastKey: Record<string, unknown> | undefined }> {
  const page = await queryFilledPage(
    {
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      FilterExpression: 'attribute_exists(payoutStatus) AND payoutStatus <> :none',
      ExpressionAttributeValues: { ':pk': keys.hostBookingsPartition(hostId), ':none': 'none' },
      ScanIndexForward: false,
      ExclusiveStartKey: startKey,
    },
    {
      limit,
      keep: (item) => keep(toBooking(item)),
    },
  );
  return { bookings: page.items.map(toBooking), lastKey: page.lastKey };
}

