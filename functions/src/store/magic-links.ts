import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAGIC_LINK_TTL_MINUTES } from '@worknest/shared/constants';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso, nowMs, ttlFromMs } from './clock';
import { isConditionFailure } from './conditional';
import { keys } from './keys';
import { hashToken, newToken } from './tokens';

/** Stores a new single-use link for an address and returns the token (never stored itself). */
export async function createMagicLink(email: string): Promise<string> {
  const token = newToken();
  const expiresAtMs = nowMs() + MAGIC_LINK_TTL_MINUTES * 60_000;
  const createdAt = nowIso();
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.magicLink(hashToken(token)),
        ...keys.emailMagicLinksIndex(email, createdAt),
        type: 'magicLink',
        email,
        used: false,
        createdAt,
        expiresAt: new Date(expiresAtMs).toISOString(),
        expiresAtMs,
        // Deleted by TTL as soon as it expires (reads check expiresAtMs themselves): nothing lingers.
        ttl: ttlFromMs(expiresAtMs),
      },
    }),
  );
  return token;
}

/**
 * Marks a link used and returns its e-mail, in one conditional write: of any number of parallel
 * redemptions exactly one succeeds. Unknown, used and expired links all give null.
 */
export async function redeemMagicLink(token: string): Promise<string | null> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.magicLink(hashToken(token)),
        UpdateExpression: 'SET used = :true, usedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND used = :false AND expiresAtMs > :nowMs',
        ExpressionAttributeValues: { ':true': true, ':false': false, ':now': nowIso(), ':nowMs': nowMs() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return (Attributes?.email as string | undefined) ?? null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
