import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';

/** A primary key of the single table. */
export interface TableKey {
  pk: string;
  sk: string;
}

/** BatchGetItem takes at most 100 keys a call. */
const KEYS_PER_CALL = 100;
/** Unprocessed keys are asked for again this many times, with backoff, before giving up. */
const MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 25;
const MAX_DELAY_MS = 1_000;

export function keyId(key: TableKey): string {
  return `${key.pk}\u0000${key.sk}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads many items by key in as few round trips as DynamoDB allows: one BatchGetItem per 100
 * distinct keys (the chunks in parallel). Keys DynamoDB returns as unprocessed (throttling, the
 * 16 MB answer limit) are asked for again with exponential backoff and full jitter, as AWS
 * advises; after MAX_ATTEMPTS the read fails rather than pretending the items do not exist.
 *
 * @returns the items found, by `keyId(key)`; a missing key has no entry.
 */
export async function batchGetItems(
  keys: readonly TableKey[],
  options: { projection?: readonly string[]; consistentRead?: boolean } = {},
): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const unique = [...new Map(keys.map((key) => [keyId(key), { pk: key.pk, sk: key.sk }])).values()];
  if (unique.length === 0) return found;
  const table = tableName();
  // pk and sk are always read back, so each answer can be matched to its key.
  const projection = options.projection ? [...new Set(['pk', 'sk', ...options.projection])] : undefined;
  const names = projection ? Object.fromEntries(projection.map((field, index) => [`#p${index}`, field])) : undefined;
  const chunks: TableKey[][] = [];
  for (let i = 0; i < unique.length; i += KEYS_PER_CALL) chunks.push(unique.slice(i, i + KEYS_PER_CALL));

  await Promise.all(
    chunks.map(async (chunk) => {
      let pending: Record<string, unknown>[] = chunk.map((key) => ({ ...key }));
      for (let attempt = 1; pending.length > 0; attempt += 1) {
        if (attempt > MAX_ATTEMPTS) throw new Error(`BatchGetItem left ${pending.length} keys unprocessed after ${MAX_ATTEMPTS} attempts`);
        if (attempt > 1) await sleep(Math.random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 2)));
        const answer = await db.send(
          new BatchGetCommand({
            RequestItems: {
              [table]: {
                Keys: pending,
                ConsistentRead: options.consistentRead,
                ...(names ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names } : {}),
              },
            },
          }),
        );
        for (const item of answer.Responses?.[table] ?? []) found.set(keyId(item as TableKey), item);
        pending = (answer.UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
      }
    }),
  );
  return found;
}
