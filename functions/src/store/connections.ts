import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso, nowMs, ttlFromMs } from './clock';
import { keys } from './keys';

/**
 * Open WebSocket connections. One item per connection, keyed by the id API Gateway gives it
 * (`$disconnect` and a Gone answer know only that), indexed by user on gsi1 for pushes. The item
 * expires with the session that opened it; TTL deletion is lazy, so reads check it too.
 */

export interface ConnectionRecord {
  connectionId: string;
  userId: string;
  /** SHA-256 of the session token that opened it: the socket lives no longer than that session. */
  sessionHash: string;
  connectedAt: string;
  expiresAtMs: number;
}

function toConnection(item: Record<string, unknown>): ConnectionRecord {
  return {
    connectionId: item.connectionId as string,
    userId: item.userId as string,
    sessionHash: item.sessionHash as string,
    connectedAt: item.connectedAt as string,
    expiresAtMs: Number(item.expiresAtMs),
  };
}

export async function putConnection(input: Omit<ConnectionRecord, 'connectedAt'>): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.connection(input.connectionId),
        ...keys.userConnectionsIndex(input.userId, input.connectionId),
        type: 'connection',
        ...input,
        connectedAt: nowIso(),
        ttl: ttlFromMs(input.expiresAtMs),
      },
    }),
  );
}

/** The live connection of an id, or null (unknown, or past its session's expiry). */
export async function getConnection(connectionId: string): Promise<ConnectionRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.connection(connectionId) }));
  if (!Item) return null;
  const connection = toConnection(Item);
  return connection.expiresAtMs > nowMs() ? connection : null;
}

export async function deleteConnection(connectionId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.connection(connectionId) }));
}

/**
 * Every recorded connection of the given users, expired ones included (the caller forgets
 * those). A handful per user (one per open tab), so one page per user suffices in practice;
 * it still follows pages.
 */
export async function listUserConnections(userIds: readonly string[]): Promise<ConnectionRecord[]> {
  const pages = await Promise.all(
    [...new Set(userIds)].map(async (userId) => {
      const found: ConnectionRecord[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: tableName(),
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ':pk': keys.userConnectionsPartition(userId) },
            ExclusiveStartKey: startKey,
          }),
        );
        found.push(...(page.Items ?? []).map(toConnection));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return found;
    }),
  );
  return pages.flat();
}

/**
 * Which of these sessions still exist and have not expired. A socket outlives a logout or a
 * deactivation (both delete the session), so a push checks the session behind each socket. Reads
 * the session items directly by key: the sessions module offers lookups by token only.
 */
export async function liveSessionHashes(sessionHashes: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  const unique = [...new Set(sessionHashes)];
  const hashOfKey = new Map(unique.map((hash) => [keys.session(hash).pk, hash]));
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[]; ProjectionExpression: string }> | undefined = {
      [tableName()]: { Keys: unique.slice(i, i + 100).map((hash) => keys.session(hash)), ProjectionExpression: 'pk, expiresAtMs' },
    };
    // BatchGetItem may return part of the keys as unprocessed; ask again for those.
    while (request && Object.keys(request).length > 0) {
      const result = await db.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of result.Responses?.[tableName()] ?? []) {
        const hash = hashOfKey.get(item.pk as string);
        if (hash && Number(item.expiresAtMs) > nowMs()) live.add(hash);
      }
      request = result.UnprocessedKeys as typeof request;
    }
  }
  return live;
}
