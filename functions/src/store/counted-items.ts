import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { cancellationCodes } from './conditional';

/**
 * Items a member may keep only so many of (favourites, saved searches: issue 39). A counter item
 * beside them is changed in the same transaction as the item, conditionally: never
 * read-then-write, so racing writes cannot pass the limit together, and the count never goes
 * below zero.
 */

type ItemKey = { pk: string; sk: string };

export type CountedPutOutcome = 'added' | 'exists' | 'limit';

/** Writes `item` (new at its key) and counts it up, unless the counter is at `counter.max`. */
export async function putCounted(item: ItemKey & Record<string, unknown>, counter: { key: ItemKey; type: string; max: number }): Promise<CountedPutOutcome> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Update: {
              TableName: tableName(),
              Key: counter.key,
              UpdateExpression: 'ADD #n :one SET #type = :type',
              ConditionExpression: 'attribute_not_exists(#n) OR #n < :max',
              ExpressionAttributeNames: { '#n': 'count', '#type': 'type' },
              ExpressionAttributeValues: { ':one': 1, ':max': counter.max, ':type': counter.type },
            },
          },
        ],
      }),
    );
    return 'added';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') return 'exists';
    if (codes[1] === 'ConditionalCheckFailed') return 'limit';
    throw error;
  }
}

/** Deletes the item at `itemKey` and counts it down, together; false when there was none. */
export async function deleteCounted(itemKey: ItemKey, counterKey: ItemKey): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName(), Key: itemKey, ConditionExpression: 'attribute_exists(pk)' } },
          {
            Update: {
              TableName: tableName(),
              Key: counterKey,
              UpdateExpression: 'ADD #n :minus',
              ConditionExpression: '#n > :zero',
              ExpressionAttributeNames: { '#n': 'count' },
              ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
