import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso, nowMs, ttlFromMs } from './clock';
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

/** Items by key, 100 keys a BatchGetItem, asking again for unprocessed keys. */
async function readItems(itemKeys: readonly { pk: string; sk: string }[], attributes: readonly string[]): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  const names = Object.fromEntries(attributes.map((name, index) => [`#a${index}`, name]));
  const projection = Object.keys(names).join(', ');
  for (let i = 0; i < itemKeys.length; i += 100) {
    type Request = Record<string, { Keys: Record<string, unknown>[]; ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> }>;
    let request: Request | undefined = {
      [tableName()]: { Keys: itemKeys.slice(i, i + 100), ProjectionExpression: projection, ExpressionAttributeNames: names },
    };
    while (request && Object.keys(request).length > 0) {
      const result = await db.send(new BatchGetCommand({ RequestItems: request }));
      found.push(...(result.Responses?.[tableName()] ?? []));
      request = result.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

/**
 * Which of these sessions still exist, have not expired and were not idle too long. A socket
 * outlives a logout or a deactivation (both delete the session), so a push checks the session
 * behind each socket. Reads the session items directly by key: the sessions module offers lookups
 * by token only.
 */
export async function liveSessionHashes(sessionHashes: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(sessionHashes)];
  const hashOfKey = new Map(unique.map((hash) => [keys.session(hash).pk, hash]));
  const items = await readItems(
    unique.map((hash) => keys.session(hash)),
    ['pk', 'expiresAtMs', 'lastUsedAt', 'createdAt'],
  );
  const now = nowMs();
  return new Set(items.filter((item) => isLiveSessionItem(item, now)).map((item) => hashOfKey.get(item.pk as string)!).filter(Boolean));
}

/**
 * Which of these users are still active members of an active company (admins stay active while
 * their company is suspended, as for their sessions). A push checks this too: a session deleted
 * a moment late must not let a deactivated member, or a suspended company, keep receiving
 * messages on an open socket.
 */
export async function activeMemberIds(userIds: readonly string[]): Promise<Set<string>> {
  const users = await readItems(
    [...new Set(userIds)].map((id) => keys.user(id)),
    ['id', 'isActive', 'companyDomain', 'role'],
  );
  const activeUsers = users.filter((user) => user.isActive === true);
  const domains = [...new Set(activeUsers.map((user) => user.companyDomain as string))];
  const companies = await readItems(domains.map((domain) => keys.company(domain)), ['pk', 'status']);
  const activeDomains = new Set(companies.filter((company) => company.status === 'active').map((company) => (company.pk as string).replace(/^COMPANY#/, '')));
  return new Set(activeUsers.filter((user) => user.role === 'admin' || activeDomains.has(user.companyDomain as string)).map((user) => user.id as string));
}
