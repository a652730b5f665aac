import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SESSION_IDLE_DAYS, SESSION_TTL_DAYS } from '@worknest/shared/constants';
import { db, tableName } from '../adapters/dynamodb';
import { batchGetItems, keyId } from './batch-get';
import { nowIso, nowMs, ttlFromMs } from '../clock';
import { toCompany, type Company } from './companies';
import { keys } from './keys';
import { hashToken, newToken } from './tokens';
import { memberFromItem, type UserRecord } from './users';

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

/** Whose a session token says it is: the keys of its user and company items (not a secret). */
export interface SessionOwner {
  userId: string;
  companyDomain: string;
}

const ownerPart = (value: string) => Buffer.from(value, 'utf8').toString('base64url');

/**
 * A session token is 32 random bytes (base64url, 43 characters), then `.` and the user id and
 * `.` and the company domain, each base64url. The ids let a request read session, user and company
 * in one BatchGetItem (loadSession); they are not trusted on their own: the stored key is the hash
 * of the whole token, so a changed id names no session, and the session item's userId must match.
 * Tokens of the older form (43 characters only) still work, read one item after the other.
 */
export function newSessionToken(owner: SessionOwner): string {
  return `${newToken()}.${ownerPart(owner.userId)}.${ownerPart(owner.companyDomain)}`;
}

/** The owner a token names, or null for a token of the older form (or one that names nothing readable). */
export function sessionOwnerOf(token: string): SessionOwner | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const userId = Buffer.from(parts[1]!, 'base64url').toString('utf8');
  const companyDomain = Buffer.from(parts[2]!, 'base64url').toString('utf8');
  return userId && companyDomain ? { userId, companyDomain } : null;
}

/**
 * The session item's TTL: when it stops being usable, whichever comes first of its expiry and
 * SESSION_IDLE_DAYS after its last use (issue 13: an idle session is refused, so it never lingers).
 * Written with every lastUsedAt.
 */
export function sessionTtl(lastUsedMs: number, expiresAtMs: number): number {
  return ttlFromMs(Math.min(expiresAtMs, lastUsedMs + SESSION_IDLE_MS));
}

/**
 * How a session was signed in (issue 33): a company that turns on "Require single sign-on" ends
 * its members' `magic-link` sessions. Sessions from before the attribute count as magic-link ones.
 */
export type SignInMethod = 'magic-link' | 'sso';

/** Starts a session for a user; returns the token for the cookie (only its hash is stored). */
export async function createSession(owner: SessionOwner, signInMethod: SignInMethod = 'magic-link'): Promise<{ token: string; expiresAtMs: number }> {
  const userId = owner.userId;
  const token = newSessionToken(owner);
  const createdMs = nowMs();
  const createdAt = new Date(createdMs).toISOString();
  const expiresAtMs = createdMs + SESSION_TTL_MS;
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.session(hashToken(token)),
        ...keys.userSessionsIndex(userId, createdAt),
        type: 'session',
        userId,
        signInMethod,
        createdAt,
        lastUsedAt: createdAt,
        expiresAt: new Date(expiresAtMs).toISOString(),
        expiresAtMs,
        ttl: sessionTtl(createdMs, expiresAtMs),
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

function liveSession(tokenHash: string, item: Record<string, unknown> | undefined): SessionRecord | null {
  if (!item || !isLiveSessionItem(item)) return null;
  return {
    tokenHash,
    userId: item.userId as string,
    createdAt: item.createdAt as string,
    expiresAtMs: item.expiresAtMs as number,
    lastUsedAt: item.lastUsedAt as string,
  };
}

/** The live session of a token, or null (unknown, expired or idle for SESSION_IDLE_DAYS). */
export async function findSession(token: string): Promise<SessionRecord | null> {
  const tokenHash = hashToken(token);
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
  return liveSession(tokenHash, Item);
}

/**
 * The session of a token with the user and company its token names, in one BatchGetItem
 * (strongly consistent, so a deactivation or suspension written a moment ago is seen). Null when
 * the session is unknown, expired or not that user's; `user` and `company` are null when missing.
 */
export async function findSessionWithOwner(
  token: string,
  owner: SessionOwner,
): Promise<{ session: SessionRecord; user: UserRecord | null; company: Company | null } | null> {
  const tokenHash = hashToken(token);
  const sessionKey = keys.session(tokenHash);
  const userKey = keys.user(owner.userId);
  const companyKey = keys.company(owner.companyDomain);
  const items = await batchGetItems([sessionKey, userKey, companyKey], { consistentRead: true });
  const session = liveSession(tokenHash, items.get(keyId(sessionKey)));
  if (!session || session.userId !== owner.userId) return null;
  const companyItem = items.get(keyId(companyKey));
  return { session, user: memberFromItem(items.get(keyId(userKey))), company: companyItem ? toCompany(companyItem) : null };
}

/** Records use at most once an hour, so reads don't turn into writes. */
export async function touchSession(session: SessionRecord): Promise<void> {
  const now = nowMs();
  if (now - Date.parse(session.lastUsedAt) < LAST_USED_RESOLUTION_MS) return;
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.session(session.tokenHash),
      UpdateExpression: 'SET lastUsedAt = :now, #ttl = :ttl',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':now': new Date(now).toISOString(), ':ttl': sessionTtl(now, session.expiresAtMs) },
    }),
  ).catch(() => undefined);
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
}

/** Ends every session of a user (deactivation). Returns how many were removed. */
export async function deleteUserSessions(userId: string): Promise<number> {
  return (await deleteSessionsOf(userId, () => true)).length;
}

/**
 * Ends a user's sessions that were not signed in by single sign-on (issue 33: the company now
 * requires it). Returns the hashes of the sessions ended, so their sockets can go too.
 */
export async function deleteMagicLinkSessions(userId: string): Promise<string[]> {
  return deleteSessionsOf(userId, (item) => item.signInMethod !== 'sso');
}

async function deleteSessionsOf(userId: string, ends: (item: Record<string, unknown>) => boolean): Promise<string[]> {
  const removed: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.userSessionsPartition(userId) },
        ProjectionExpression: 'pk, sk, signInMethod',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (!ends(item)) continue;
      await db.send(new DeleteCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk } }));
      removed.push(String(item.pk).slice('SESSION#'.length));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return removed;
}
