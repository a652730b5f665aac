import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '../adapters/dynamodb';

/**
 * One page of a filtered Query, filled (issue 29): DynamoDB applies `Limit` before a
 * `FilterExpression`, so one read of a filtered list can come back short or empty while more
 * matching items follow. This reads on, each time asking only for what is still missing, until
 * `limit` items are kept, the partition ends, or `maxReads` reads were made (the cost stays
 * bounded). A read never returns more than the page has room for, so the cursor is always
 * DynamoDB's own: the next page starts right after the last item read.
 */
export async function queryFilledPage(
  input: QueryCommandInput,
  options: {
    limit: number;
    /** A filter the expression cannot say (applied to the items read). */
    keep?: (item: Record<string, unknown>) => boolean;
    maxReads?: number;
  },
): Promise<{ items: Record<string, unknown>[]; lastKey: Record<string, unknown> | undefined }> {
  const items: Record<string, unknown>[] = [];
  let lastKey = input.ExclusiveStartKey;
  const maxReads = options.maxReads ?? 5;
  for (let reads = 0; reads < maxReads; reads++) {
    const result = await db.send(new QueryCommand({ ...input, Limit: options.limit - items.length, ExclusiveStartKey: lastKey }));
    items.push(...(result.Items ?? []).filter((item) => options.keep?.(item) ?? true));
    lastKey = result.LastEvaluatedKey;
    if (!lastKey || items.length === options.limit) break;
  }
  return { items, lastKey };
}
