import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAGIC_LINK_TTL_MINUTES } from '@worknest/shared/constants';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso, nowMs, ttlFromMs } from './clock';
import { isConditionFailure } from './conditional';
import { keys } from './keys';
import { hashToken, newToken } from './tokens';

/**
 * Stores a new single-use link for an address and returns the token (never stored itself). The
 * address's older links that are still unused stop working: only the newest link in the inbox
 * signs in, so a link forwarded, left in a shared mailbox or taken from an older mail is dead.
 */
export async function createMagicLink(email: string): Promise<string> {
  await retireUnusedLinks(email);
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

/** The e-mail of a link that can still be redeemed (unused, not expired), without using it; else null. */
export async function peekMagicLink(token: string): Promise<string | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.magicLink(hashToken(token)), ConsistentRead: true }));
  if (!Item || Item.used !== false || (Item.expiresAtMs as number) <= nowMs()) return null;
  return Item.email as string;
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

/** Marks every unused link of an address used (superseded); a link redeemed meanwhile stays as it is. */
async function retireUnusedLinks(email: string): Promise<void> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        FilterExpression: 'used = :false AND expiresAtMs > :nowMs',
        ExpressionAttributeValues: { ':pk': keys.emailMagicLinksPartition(email), ':false': false, ':nowMs': nowMs() },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: startKey,
      }),
    );
    await Promise.all(
      (page.Items ?? []).map((item) =>
        db
          .send(
            new UpdateCommand({
              TableName: tableName(),
              Key: { pk: item.pk, sk: item.sk },
              UpdateExpression: 'SET used = :true, supersededAt = :now',
              ConditionExpression: 'attribute_exists(pk) AND used = :false',
              ExpressionAttributeValues: { ':true': true, ':false': false, ':now': nowIso() },
            }),
          )
          .catch((error: unknown) => {
            if (!isConditionFailure(error)) throw error;
          }),
      ),
    );
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
