import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';

type Item = Record<string, unknown>;

/** One page of a Query on the table: its items and where the next page starts (undefined after the last). */
export async function queryPage(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>, startKey?: Item): Promise<{ items: Item[]; lastKey: Item | undefined }> {
  const result = await db.send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }));
  return { items: result.Items ?? [], lastKey: result.LastEvaluatedKey };
}

/**
 * One page of a due queue: the items of a partition on a global index (`gsi1` … `gsi3`) whose sort
 * key, `<due ISO time>#<id>`, is due by `nowIso`, most overdue first (the sweeps of scheduled jobs).
 */
export function dueQueuePage(index: 'gsi1' | 'gsi2' | 'gsi3', partition: string, nowIso: string, limit: number, startKey?: Item): Promise<{ items: Item[]; lastKey: Item | undefined }> {
  return queryPage(
    {
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk AND ${index}sk < :due`,
      ExpressionAttributeValues: { ':pk': partition, ':due': `${nowIso}#\uffff` },
      Limit: limit,
    },
    startKey,
  );
}

/** One page (`limit` items) of a whole partition of a global index, with only the attributes `projection` names. */
export function indexPartitionPage(index: 'gsi1' | 'gsi2' | 'gsi3', partition: string, projection: string, startKey?: Item, limit = 100): Promise<{ items: Item[]; lastKey: Item | undefined }> {
  return queryPage(
    {
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ProjectionExpression: projection,
      Limit: limit,
    },
    startKey,
  );
}
