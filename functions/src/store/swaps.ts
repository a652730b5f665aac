import { GetCommand, QueryCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { SwapStatus, SwapStay } from '@worknest/shared/swap-rules';
import { db, tableName } from '../adapters/dynamodb';
import { cancellationCodes } from './conditional';
import { keys } from './keys';
import type { OutboxPut } from './outbox';
import { transactWithConflictRetry } from './transact';

/**
 * Issue 37 (ADR 0142): swaps (docs/data-model.md, "Swaps"). The swap item `SWAP#<id>` / `SWAP`
 * is listed for the proposer on gsi1 and for the other member on gsi2 (`USER#<id>#SWAPS`); an
 * open swap has an entry `SWAP#DUE` / `<expiresAtMs>#<id>` that the expiry job reads. Every
 * change is conditional on the swap's status, whose turn it is and its deadline, so an accept, a
 * decline, a withdrawal, a counter and the expiry of the same swap settle it once.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface SwapRecord {
  id: string;
  companyDomain: string;
  proposerId: string;
  recipientId: string;
  myListingId: string;
  theirListingId: string;
  myStay: SwapStay;
  theirStay: SwapStay;
  message: string | null;
  status: SwapStatus;
  /** Whose answer the swap waits for while open. */
  awaitingId: string | null;
  expiresAtMs: number | null;
  proposerBookingId: string | null;
  recipientBookingId: string | null;
  createdAt: string;
  updatedAt: string;
}

const OPEN: readonly SwapStatus[] = ['proposed', 'countered'];

function toSwap(item: Record<string, unknown>): SwapRecord {
  return {
    id: item.id as string,
    companyDomain: item.companyDomain as string,
    proposerId: item.proposerId as string,
    recipientId: item.recipientId as string,
    myListingId: item.myListingId as string,
    theirListingId: item.theirListingId as string,
    myStay: item.myStay as SwapStay,
    theirStay: item.theirStay as SwapStay,
    message: (item.message as string | undefined) ?? null,
    status: item.status as SwapStatus,
    awaitingId: (item.awaitingId as string | undefined) ?? null,
    expiresAtMs: (item.expiresAtMs as number | undefined) ?? null,
    proposerBookingId: (item.proposerBookingId as string | undefined) ?? null,
    recipientBookingId: (item.recipientBookingId as string | undefined) ?? null,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

export async function getSwap(swapId: string): Promise<SwapRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.swap(swapId), ConsistentRead: true }));
  return Item ? toSwap(Item) : null;
}

/** A new swap and its expiry entry. */
export async function putNewSwap(swap: SwapRecord): Promise<void> {
  const item = {
    ...keys.swap(swap.id),
    ...keys.proposerSwapsIndex(swap.proposerId, swap.createdAt, swap.id),
    ...keys.recipientSwapsIndex(swap.recipientId, swap.createdAt, swap.id),
    type: 'swap',
    ...Object.fromEntries(Object.entries(swap).filter(([, value]) => value !== null)),
  };
  await transactWithConflictRetry({
    TransactItems: [
      { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: tableName(), Item: { ...keys.swapDue(swap.expiresAtMs!, swap.id), type: 'swapDue', swapId: swap.id } } },
    ],
  });
}

/** The swap's condition: still open, waiting for `awaitingId`, with this deadline (nothing changed it since it was read). */
function openCondition(swap: SwapRecord) {
  return {
    ConditionExpression: '#status IN (:proposed, :countered) AND awaitingId = :awaiting AND expiresAtMs = :expires',
    names: { '#status': 'status' },
    values: { ':proposed': OPEN[0], ':countered': OPEN[1], ':awaiting': swap.awaitingId, ':expires': swap.expiresAtMs },
  };
}

/** New dates, back to the other member, with a new deadline. @returns false when the swap changed meanwhile. */
export async function counterSwapDates(swap: SwapRecord, change: { myStay: SwapStay; theirStay: SwapStay; awaitingId: string; expiresAtMs: number; nowIso: string }): Promise<boolean> {
  const condition = openCondition(swap);
  try {
    await transactWithConflictRetry({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.swap(swap.id),
            UpdateExpression: 'SET #status = :to, myStay = :myStay, theirStay = :theirStay, awaitingId = :next, expiresAtMs = :newExpires, updatedAt = :now',
            ConditionExpression: condition.ConditionExpression,
            ExpressionAttributeNames: condition.names,
            ExpressionAttributeValues: {
              ...condition.values,
              ':to': 'countered' satisfies SwapStatus,
              ':myStay': change.myStay,
              ':theirStay': change.theirStay,
              ':next': change.awaitingId,
              ':newExpires': change.expiresAtMs,
              ':now': change.nowIso,
            },
          },
        },
        { Delete: { TableName: tableName(), Key: keys.swapDue(swap.expiresAtMs!, swap.id) } },
        { Put: { TableName: tableName(), Item: { ...keys.swapDue(change.expiresAtMs, swap.id), type: 'swapDue', swapId: swap.id } } },
      ],
    });
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** An open swap closes (`declined`, `withdrawn`, `expired`), once. @returns false when it changed meanwhile. */
export async function closeOpenSwap(swap: SwapRecord, to: Extract<SwapStatus, 'declined' | 'withdrawn' | 'expired'>, nowIso: string): Promise<boolean> {
  const condition = openCondition(swap);
  try {
    await transactWithConflictRetry({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.swap(swap.id),
            UpdateExpression: 'SET #status = :to, updatedAt = :now REMOVE awaitingId',
            ConditionExpression: condition.ConditionExpression,
            ExpressionAttributeNames: condition.names,
            ExpressionAttributeValues: { ...condition.values, ':to': to, ':now': nowIso },
          },
        },
        { Delete: { TableName: tableName(), Key: keys.swapDue(swap.expiresAtMs!, swap.id) } },
      ],
    });
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/**
 * The swap's side of its acceptance, for the transaction that writes both stays (the lifecycle's
 * `createSwapStays`): accepted with the two bookings, if it is still open and this member's to
 * answer; its expiry entry goes. Typed as the extra items the lifecycle's writes take.
 */
export function acceptSwapItems(swap: SwapRecord, bookingIds: { proposer: string; recipient: string }, nowIso: string): OutboxPut[] {
  const condition = openCondition(swap);
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.swap(swap.id),
        UpdateExpression: 'SET #status = :to, proposerBookingId = :proposerBooking, recipientBookingId = :recipientBooking, updatedAt = :now REMOVE awaitingId',
        ConditionExpression: condition.ConditionExpression,
        ExpressionAttributeNames: condition.names,
        ExpressionAttributeValues: { ...condition.values, ':to': 'accepted' satisfies SwapStatus, ':proposerBooking': bookingIds.proposer, ':recipientBooking': bookingIds.recipient, ':now': nowIso },
      },
    },
    { Delete: { TableName: tableName(), Key: keys.swapDue(swap.expiresAtMs!, swap.id) } },
  ];
  return items as unknown as OutboxPut[];
}

/** Every swap of a member, proposed by them or to them, newest first (at most `limit` of each). */
export async function listMemberSwaps(userId: string, limit = 100): Promise<SwapRecord[]> {
  const partition = keys.memberSwapsPartition(userId);
  const [asProposer, asRecipient] = await Promise.all(
    (['gsi1', 'gsi2'] as const).map((index) =>
      db.send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: index,
          KeyConditionExpression: `${index}pk = :pk`,
          ExpressionAttributeValues: { ':pk': partition },
          ScanIndexForward: false,
          Limit: limit,
        }),
      ),
    ),
  );
  return [...(asProposer!.Items ?? []), ...(asRecipient!.Items ?? [])].map(toSwap).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Open swaps whose answer is due before `nowMs`. */
export async function listDueSwaps(nowMs: number, limit = 100): Promise<{ swapId: string; expiresAtMs: number }[]> {
  const page = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk < :before',
      ExpressionAttributeValues: { ':pk': keys.swapsDuePartition(), ':before': keys.swapsDueBefore(nowMs) },
      Limit: limit,
    }),
  );
  return (page.Items ?? []).map((item) => ({ swapId: item.swapId as string, expiresAtMs: Number(String(item.sk).split('#')[0]) }));
}
