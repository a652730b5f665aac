import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { batchGetItems } from './batch-get';
import { cancellationCodes } from './conditional';
import { keys } from './keys';

/**
 * Blocks between members (issue 39): `USER#<blocker> / BLOCK#<blocked>` (listed to the blocker)
 * and its mirror `USER#<blocked> / BLOCKED_BY#<blocker>` (never listed to anyone; it lets one
 * Query of the member's own partition find every peer on either side, for search).
 */

export interface BlockRecord {
  blockerId: string;
  blockedId: string;
  blockedAt: string;
}

/** Writes both items together; false when the block already existed (idempotent). */
export async function putBlock(record: BlockRecord): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { ...keys.block(record.blockerId, record.blockedId), type: 'block', ...record }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: tableName(), Item: { ...keys.blockedBy(record.blockedId, record.blockerId), type: 'blockedBy', ...record } } },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** Removes both items together; false when there was no such block. */
export async function deleteBlock(blockerId: string, blockedId: string): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName(), Key: keys.block(blockerId, blockedId), ConditionExpression: 'attribute_exists(pk)' } },
          { Delete: { TableName: tableName(), Key: keys.blockedBy(blockedId, blockerId) } },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

async function queryPrefix(userId: string, prefix: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': prefix },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The members `userId` blocked, newest first (the key carries the member: a plain read). */
export async function listBlocks(userId: string): Promise<BlockRecord[]> {
  const items = await queryPrefix(userId, keys.blockPrefix());
  return items
    .map((item) => ({ blockerId: String(item.blockerId), blockedId: String(item.blockedId), blockedAt: String(item.blockedAt) }))
    .sort((a, b) => b.blockedAt.localeCompare(a.blockedAt));
}

/** Everyone on the other side of a block with `userId`, whoever blocked whom (both prefixes start with `BLOCK`). */
export async function findBlockedPeers(userId: string): Promise<Set<string>> {
  const items = await queryPrefix(userId, 'BLOCK');
  return new Set(items.map((item) => String(item.blockerId === userId ? item.blockedId : item.blockerId)));
}

/** Whether either member blocked the other: one BatchGetItem of the two possible items. */
export async function findBlockBetween(a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const found = await batchGetItems([keys.block(a, b), keys.block(b, a)], { projection: ['blockedAt'], consistentRead: true });
  return found.size > 0;
}
