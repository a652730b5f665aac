import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_EXCHANGE_PROGRAMME,
  DEFAULT_HOST_REWARDS,
  type CreditEntryView,
  type CreditKind,
  type ExchangeProgramme,
  type HostRewardGrant,
  type HostRewards,
} from '@worknest/shared/credit-rules';
import { db, tableName } from '../adapters/dynamodb';
import { cancellationCodes, encodeCursor } from './conditional';
import { cursorFor } from './cursor-for';
import { keys } from './keys';
import type { OutboxPut } from './outbox';
import { transactWithConflictRetry } from './transact';

/**
 * Issue 37 (ADR 0140): the credits ledger and the company's programme (docs/data-model.md,
 * "Credits"). A member's balance is one item (`USER#<id>` / `CREDITS`); every change is an entry
 * (`USER#<id>#CREDITS` / `<at>#<entryId>`) written in the same transaction as the balance and a
 * guard item for its idempotency key (`USER#<id>` / `CREDIT_KEY#<booking>#<kind>`), so a retry
 * or a second job never writes it twice. A debit's balance update is conditional
 * (`balance >= :needed`): the balance never goes below 0, whatever runs at once. Nothing updates
 * or deletes an entry.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface LedgerWrite {
  userId: string;
  /** The idempotency key: `entryKey(kind, bookingId)` of the shared rules. */
  key: string;
  amount: number;
  kind: CreditKind;
  bookingId?: string | null;
  note: string;
  atMs: number;
}

export type AppendOutcome = 'written' | 'duplicate' | 'below-zero';

// --- The programme and the rewards -------------------------------------------------------------

export async function getExchangeProgramme(domain: string): Promise<ExchangeProgramme> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.exchangeProgramme(domain) }));
  if (!Item) return DEFAULT_EXCHANGE_PROGRAMME;
  return {
    creditsEnabled: Item.creditsEnabled === true,
    starterCredits: typeof Item.starterCredits === 'number' ? Item.starterCredits : DEFAULT_EXCHANGE_PROGRAMME.starterCredits,
    nightCost: (Item.nightCost as ExchangeProgramme['nightCost'] | undefined) ?? DEFAULT_EXCHANGE_PROGRAMME.nightCost,
    swapsEnabled: Item.swapsEnabled === true,
  };
}

export async function putExchangeProgramme(domain: string, programme: ExchangeProgramme, updatedAt: string): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.exchangeProgramme(domain), type: 'exchangeProgramme', companyDomain: domain, ...programme, updatedAt } }));
}

export async function getHostRewards(domain: string): Promise<HostRewards> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.hostRewards(domain) }));
  if (!Item) return DEFAULT_HOST_REWARDS;
  return { kind: Item.kind as HostRewards['kind'], perNight: Item.perNight as number, monthlyCapPerHost: Item.monthlyCapPerHost as number };
}

export async function putHostRewards(domain: string, rewards: HostRewards, updatedAt: string): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.hostRewards(domain), type: 'hostRewards', companyDomain: domain, ...rewards, updatedAt } }));
}

// --- The ledger --------------------------------------------------------------------------------

export async function getCreditBalance(userId: string): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.creditBalance(userId), ConsistentRead: true }));
  return typeof Item?.balance === 'number' ? Item.balance : 0;
}

/** Whether an entry with this key was written. */
export async function findCreditKey(userId: string, key: string): Promise<boolean> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.creditKey(userId, key), ConsistentRead: true }));
  return Item !== undefined;
}

/** The member's entries, newest first, a page at a time. */
export async function listCreditEntries(userId: string, cursor: string | undefined, limit: number): Promise<{ entries: CreditEntryView[]; nextCursor: string | null }> {
  const partition = keys.creditEntriesPartition(userId);
  const page = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: cursorFor(cursor, 'pk', partition),
    }),
  );
  const entries = (page.Items ?? []).map((item) => ({
    id: item.entryId as string,
    at: item.at as string,
    amount: item.amount as number,
    kind: item.kind as CreditKind,
    ...(item.bookingId ? { bookingId: item.bookingId as string } : {}),
    note: (item.note as string | undefined) ?? '',
  }));
  return { entries, nextCursor: encodeCursor(page.LastEvaluatedKey) };
}

/** Every entry of a member (tests and the balance check: the balance is their sum). */
export async function listAllCreditEntries(userId: string): Promise<CreditEntryView[]> {
  const all: CreditEntryView[] = [];
  let cursor: string | undefined;
  do {
    const page = await listCreditEntries(userId, cursor, 100);
    all.push(...page.entries);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

/**
 * The three writes of one entry, in this order: the key's guard (fails on a second write of the
 * same key), the entry, the balance (a debit fails when the balance is below what it takes).
 */
export function creditEntryItems(entry: LedgerWrite): TransactItem[] {
  const at = new Date(entry.atMs).toISOString();
  const entryId = randomUUID();
  const debit = entry.amount < 0;
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.creditKey(entry.userId, entry.key), type: 'creditKey', entryId, at },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.creditEntry(entry.userId, at, entryId),
          type: 'creditEntry',
          entryId,
          userId: entry.userId,
          at,
          amount: entry.amount,
          kind: entry.kind,
          key: entry.key,
          note: entry.note,
          ...(entry.bookingId ? { bookingId: entry.bookingId } : {}),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.creditBalance(entry.userId),
        UpdateExpression: 'SET balance = if_not_exists(balance, :zero) + :amount, updatedAt = :at, #type = :type',
        ...(debit ? { ConditionExpression: 'balance >= :needed' } : {}),
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':zero': 0, ':amount': entry.amount, ':at': at, ':type': 'creditBalance', ...(debit ? { ':needed': -entry.amount } : {}) },
      },
    },
  ];
}

/**
 * The ledger's items committed with a booking's status write (the lifecycle's writes take them
 * where they take outbox items: extra writes of the same transaction, after its own).
 */
export function creditItemsWithStatus(entries: readonly LedgerWrite[]): OutboxPut[] {
  return entries.flatMap(creditEntryItems) as unknown as OutboxPut[];
}

/** What a cancelled transaction with the entries at the end of its items says about them. */
export function creditOutcomeOf(error: unknown, entryCount: number): AppendOutcome | null {
  const codes = cancellationCodes(error);
  if (codes.length === 0) return null;
  const tail = codes.slice(codes.length - 3 * entryCount);
  for (let i = 0; i < tail.length; i += 3) {
    if (tail[i] === 'ConditionalCheckFailed') return 'duplicate';
    if (tail[i + 2] === 'ConditionalCheckFailed') return 'below-zero';
  }
  return null;
}

/** One entry on its own (starter credits, an adjustment, an earned or refunded stay), once per key. */
export async function appendCreditEntry(entry: LedgerWrite): Promise<AppendOutcome> {
  try {
    await transactWithConflictRetry({ TransactItems: creditEntryItems(entry) }, 12);
    return 'written';
  } catch (error) {
    const outcome = creditOutcomeOf(error, 1);
    if (outcome) return outcome;
    throw error;
  }
}

// --- Company rewards for hosts (ADR 0160) ------------------------------------------------------

/** What the host's company rewards granted them in `month` (the stays' check-out month), of this kind. */
export async function getHostRewardMonthTotal(userId: string, month: string, kind: HostRewardGrant['kind']): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.hostRewardMonth(userId, month, kind), ConsistentRead: true }));
  return typeof Item?.total === 'number' ? Item.total : 0;
}
