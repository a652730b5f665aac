import { DeleteCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { HostRewardGrant } from '@worknest/shared/credit-rules';
import { db, tableName } from '../adapters/dynamodb';
import { cancellationCodes } from './conditional';
import { creditEntryItems } from './credits';
import { keys } from './keys';
import { transactWithConflictRetry } from './transact';

/**
 * Issue 37 (ADR 0160): the company's rewards for hosts as they are granted (docs/data-model.md,
 * "Credits"): the booking's `hostReward` (its guard: once per stay), the host's month total by
 * kind (`USER#<id>` / `HOST_REWARD#<YYYY-MM>#<kind>`, moved only from the total that was read,
 * so the cap holds whatever runs at once), a credits reward's ledger entry, and a cash reward's
 * entry for the company's monthly invoice (`COMPANY_BILLING` / `REWARD#<bookingId>`). Apart from
 * store/credits.ts so that only the payouts and billing jobs reach the billing partition.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface HostRewardWrite {
  bookingId: string;
  hostId: string;
  domain: string;
  grant: HostRewardGrant;
  month: string;
  /** The month's total read before (the write's condition: nobody granted meanwhile, so the cap holds). */
  seenTotal: number;
  note: string;
  atMs: number;
}

export type HostRewardOutcome = 'written' | 'duplicate' | 'total-moved';

/**
 * One transaction: the booking records its reward (once: the guard), the host's month total moves
 * by the amount (only from the total that was read), and a credits reward's ledger entry (key
 * `<booking>#reward`) or a cash reward's entry for the company's invoice.
 */
export async function grantHostReward(write: HostRewardWrite): Promise<HostRewardOutcome> {
  const at = new Date(write.atMs).toISOString();
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.booking(write.bookingId),
        UpdateExpression: 'SET hostReward = :reward, updatedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(hostReward) OR attribute_type(hostReward, :nullType))',
        ExpressionAttributeValues: { ':reward': { ...write.grant, month: write.month }, ':at': at, ':nullType': 'NULL' },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.hostRewardMonth(write.hostId, write.month, write.grant.kind),
        UpdateExpression: 'SET #total = if_not_exists(#total, :zero) + :amount, updatedAt = :at, #type = :type, userId = :user',
        ConditionExpression: write.seenTotal === 0 ? 'attribute_not_exists(#total) OR #total = :seen' : '#total = :seen',
        ExpressionAttributeNames: { '#total': 'total', '#type': 'type' },
        ExpressionAttributeValues: { ':zero': 0, ':amount': write.grant.amount, ':seen': write.seenTotal, ':at': at, ':type': 'hostRewardMonth', ':user': write.hostId },
      },
    },
  ];
  if (write.grant.amount > 0 && write.grant.kind === 'credits') {
    items.push(...creditEntryItems({ userId: write.hostId, key: `${write.bookingId}#reward`, amount: write.grant.amount, kind: 'reward', bookingId: write.bookingId, note: write.note, atMs: write.atMs }));
  }
  if (write.grant.amount > 0 && write.grant.kind === 'cash') {
    items.push({ Put: { TableName: tableName(), Item: { ...keys.hostRewardToBill(write.bookingId), type: 'hostRewardToBill', bookingId: write.bookingId, domain: write.domain, queuedAtMs: write.atMs } } });
  }
  try {
    await transactWithConflictRetry({ TransactItems: items }, 8);
    return 'written';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') return 'duplicate';
    if (codes[1] === 'ConditionalCheckFailed') return 'total-moved';
    // A credits entry's guard with this key: written before (a second job run).
    if (codes[2] === 'ConditionalCheckFailed') return 'duplicate';
    throw error;
  }
}

/** Cash rewards the companies' invoices still need (the bill-company-stays job). */
export async function listHostRewardsToBill(limit: number): Promise<{ bookingId: string; domain: string }[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.companyBillingPartition(), ':prefix': keys.hostRewardsToBillPrefix() },
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => ({ bookingId: String(item.bookingId), domain: String(item.domain) }));
}

/** The reward's line is on the invoice (recorded on the booking once), and it leaves the queue. */
export async function recordHostRewardBilled(bookingId: string, invoiceItemId: string): Promise<void> {
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.booking(bookingId),
            UpdateExpression: 'SET rewardInvoiceItemId = if_not_exists(rewardInvoiceItemId, :item)',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':item': invoiceItemId },
          },
        },
        { Delete: { TableName: tableName(), Key: keys.hostRewardToBill(bookingId) } },
      ],
    }),
  );
}

export async function forgetHostRewardToBill(bookingId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.hostRewardToBill(bookingId) }));
}
