import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SESSION_IDLE_DAYS, SESSION_TTL_DAYS } from '@worknest/shared/constants';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso, nowMs, ttlFromMs } from './clock';
import { keys } from './keys';
import { hashToken, newToken } from './tokens';

export const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 3600_000;
export const SESSION_IDLE_MS = SESSION_IDLE_DAYS * 24 * 3600_000;
const LAST_USED_RESOLUTION_MS = 3600_000;

export interface SessionRecord {
  tokenHash: string;
  userId: string;
  createdAt: string;
  expiresAtMs: number;
  lastUsedAt: string;
}

/** Starts a session for a user; returns the token for the cookie (only its hash is stored). */
export async function createSession(userId: string): Promise<{ token: string; expiresAtMs: number }> {
  const token = newToken();
  const createdAt = nowIso();
  const expiresAtMs = nowMs() + SESSION_TTL_MS;
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.session(hashToken(token)),
        ...keys.userSessionsIndex(userId, createdAt),
        type: 'session',
        userId,
        createdAt,
        lastUsedAt: createdAt,
        expiresAt: new Date(expiresAtMs).toISOString(),
        expiresAtMs,
        ttl: ttlFromMs(expiresAtMs),
      },
    }),
  );
  return { token, expiresAtMs };
}

/**
 * True while a session item may be used: before its expiry (TTL deletion is lazy, so check) and
 * used within the last SESSION_IDLE_DAYS (lastUsedAt is recorded at most hourly, by the routes
 * that may write, GET /api/auth/user among them, which the app calls on every load).
 */
export function isLiveSessionItem(item: Record<string, unknown>, now = nowMs()): boolean {
  if (typeof item.expiresAtMs !== 'number' || item.expiresAtMs <= now) return false;
  const lastUsedMs = Date.parse(String(item.lastUsedAt ?? item.createdAt ?? ''));
  return Number.isFinite(lastUsedMs) && now - lastUsedMs < SESSION_IDLE_MS;
}

/** The live session of a token, or null (unknown, expired or idle for SESSION_IDLE_DAYS). */
export async function findSession(token: string): Promise<SessionRecord | null> {
  const tokenHash = hashToken(token);
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
  if (!Item || !isLiveSessionItem(Item)) return null;
  return {
    tokenHash,
    userId: Item.userId as string,
    createdAt: Item.createdAt as string,
    expiresAtMs: Item.expiresAtMs as number,
    lastUsedAt: Item.lastUsedAt as string,
  };
}

/** Records use at most once an hour, so reads don't turn into writes. */
export async function touchSession(session: SessionRecord): Promise<void> {
  if (nowMs() - Date.parse(session.lastUsedAt) < LAST_USED_RESOLUTION_MS) return;
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.session(session.tokenHash),
      UpdateExpression: 'SET lastUsedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': nowIso() },
    }),
  ).catch(() => undefined);
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
}

/** Ends every session of a user (deactivation). Returns how many were removed. */
export async function deleteUserSessions(userId: string): Promise<number> {
  let removed = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.userSessionsPartition(userId) },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      await db.send(new DeleteCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk } }));
      removed += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return removed;
}
