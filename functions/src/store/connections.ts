import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { batchGetItems, keyId, type TableKey } from './batch-get';
import { nowIso, nowMs, ttlFromMs } from '../clock';
import { keys } from './keys';
import { isLiveSessionItem } from './sessions';

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
  /** The member's company when the socket opened (issue 15: a push reads it with the session in one call); absent on older items. */
  companyDomain?: string;
}

function toConnection(item: Record<string, unknown>): ConnectionRecord {
  return {
    connectionId: item.connectionId as string,
    userId: item.userId as string,
    sessionHash: item.sessionHash as string,
    connectedAt: item.connectedAt as string,
    expiresAtMs: Number(item.expiresAtMs),
    ...(typeof item.companyDomain === 'string' ? { companyDomain: item.companyDomain } : {}),
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
 * Forgets a user's sockets opened by these sessions (issue 33: sessions ended by "Require single
 * sign-on"). A socket whose item is gone gets no push, and its messages are refused
 * (middleware/define-socket-handler.ts), as after a deactivation ends the session behind it.
 */
export async function deleteSessionConnections(userId: string, sessionHashes: readonly string[]): Promise<number> {
  if (sessionHashes.length === 0) return 0;
  const ended = new Set(sessionHashes);
  const connections = (await listUserConnections([userId])).filter((connection) => ended.has(connection.sessionHash));
  await Promise.all(connections.map((connection) => deleteConnection(connection.connectionId)));
  return connections.length;
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

const SESSION_FIELDS = ['expiresAtMs', 'lastUsedAt', 'createdAt'] as const;
const USER_FIELDS = ['id', 'isActive', 'companyDomain', 'role'] as const;
const COMPANY_FIELDS = ['status'] as const;

/**
 * Which of these sessions still exist, have not expired and were not idle too long. A socket
 * outlives a logout or a deactivation (both delete the session), so the socket kit checks the
 * session behind a socket. Reads the session items directly by key: the sessions module offers
 * lookups by token only.
 */
export async function liveSessionHashes(sessionHashes: readonly string[]): Promise<Set<string>> {
  // Every ping asks this: an eventually consistent read (half the cost) is enough there, as before issue 15.
  return (await connectionOwners(sessionHashes.map((sessionHash) => ({ sessionHash })), { consistentRead: false })).live;
}

/**
 * What a push needs to know about the owners of these sockets, read in one BatchGetItem, strongly
 * consistent unless told otherwise (issue 15; before, three reads, two of them one after the other):
 * - `live`: the session hashes whose session still exists, has not expired and was not idle too
 *   long (a socket outlives a logout or a deactivation, which delete the session);
 * - `active`: the users still active members of an active company (admins stay active while their
 *   company is suspended, as for their sessions), so a session deleted a moment late does not let
 *   a deactivated member, or a suspended company, keep receiving messages on an open socket.
 * The company comes from the connection item; a socket recorded before it carried one costs a
 * second read for its company.
 */
export async function connectionOwners(
  connections: readonly { sessionHash: string; userId?: string; companyDomain?: string }[],
  { consistentRead = true }: { consistentRead?: boolean } = {},
): Promise<{ live: Set<string>; active: Set<string> }> {
  const sessionKeys = connections.map((connection) => keys.session(connection.sessionHash));
  const userIds = [...new Set(connections.flatMap((connection) => (connection.userId ? [connection.userId] : [])))];
  const companyKeys = connections.flatMap((connection) => (connection.userId && connection.companyDomain ? [keys.company(connection.companyDomain)] : []));
  const projection = [...SESSION_FIELDS, ...USER_FIELDS, ...COMPANY_FIELDS];
  const items = await batchGetItems([...sessionKeys, ...userIds.map((id) => keys.user(id)), ...companyKeys], { projection, consistentRead });

  const now = nowMs();
  const live = new Set(connections.filter((connection) => isLive(items.get(keyId(keys.session(connection.sessionHash))), now)).map((connection) => connection.sessionHash));
  const users = userIds.flatMap((id): Record<string, unknown>[] => {
    const user = items.get(keyId(keys.user(id)));
    return user?.isActive === true ? [user] : [];
  });
  const requested = new Set(companyKeys.map(keyId));
  const missing: TableKey[] = users.map((user) => keys.company(user.companyDomain as string)).filter((key) => !requested.has(keyId(key)));
  if (missing.length) for (const [id, item] of await batchGetItems(missing, { projection: COMPANY_FIELDS, consistentRead })) items.set(id, item);
  const active = new Set(
    users
      .filter((user) => user.role === 'admin' || items.get(keyId(keys.company(user.companyDomain as string)))?.status === 'active')
      .map((user) => user.id as string),
  );
  return { live, active };
}

function isLive(item: Record<string, unknown> | undefined, now: number): boolean {
  return item !== undefined && isLiveSessionItem(item, now);
}
