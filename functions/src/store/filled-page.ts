import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '../adapters/dynamodb';

/**
 * One page of a filtered Query, filled (issue 29): DynamoDB applies `Limit` before a
 * `FilterExpression`, so one read of a filtered list can come back short or empty while more
 * matching items follow. This reads on until `limit` items are kept, the partition ends, or
 * `maxReads` reads were made (the cost stays bounded; the cursor goes on from where it stopped).
 * When a read returns more than the page needs, the cursor is the key of the last item kept
 * (`keyOf`), so the next page starts right after it.
 */
export async function queryFilledPage(
  input: QueryCommandInput,
  options: {
    limit: number;
    keyOf: (item: Record<string, unknown>) => Record<string, unknown>;
    keep?: (item: Record<string, unknown>) => boolean;
    maxReads?: number;
  },
): Promise<{ items: Record<string, unknown>[]; lastKey: Record<string, unknown> | undefined }> {
  const items: Record<string, unknown>[] = [];
  let startKey = input.ExclusiveStartKey;
  const maxReads = options.maxReads ?? 5;
  for (let reads = 0; reads < maxReads; reads++) {
    const result = await db.send(new QueryCommand({ ...input, Limit: options.limit, ExclusiveStartKey: startKey }));
    const kept = (result.Items ?? []).filter((item) => options.keep?.(item) ?? true);
    const room = options.limit - items.length;
    if (kept.length > room) {
      items.push(...kept.slice(0, room));
      return { items, lastKey: options.keyOf(items.at(-1)!) };
    }
    items.push(...kept);
    startKey = result.LastEvaluatedKey;
    if (!startKey || items.length === options.limit) return { items, lastKey: startKey };
  }
  return { items, lastKey: startKey };
}
