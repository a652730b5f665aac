import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAGIC_LINK_TTL_MINUTES } from '@worknest/shared/constants';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso, nowMs, ttlFromMs } from '../clock';
import { isConditionFailure } from './conditional';
import { keys } from './keys';
import { hashToken, newToken } from './tokens';

/**
 * What a link is for. Sign-in links carry no purpose (every link stored before issue 38 is one);
 * a `company-signup` link (issue 38) confirms a self-serve sign-up and carries its details. Each
 * redeems only where it belongs: a sign-up link never signs in at /api/auth/verify, and the other
 * way round.
 */
export type MagicLinkPurpose = 'sign-in' | 'company-signup';

export interface MagicLinkOptions {
  purpose?: MagicLinkPurpose;
  /** Plain strings kept with the link (the sign-up's names and company), returned on redemption. */
  payload?: Record<string, string>;
}

/**
 * Stores a new single-use link for an address and returns the token (never stored itself). The
 * address's older links that are still unused stop working: only the newest link in the inbox
 * signs in, so a link forwarded, left in a shared mailbox or taken from an older mail is dead.
 */
export async function createMagicLink(email: string, options: MagicLinkOptions = {}): Promise<string> {
  const purpose = options.purpose ?? 'sign-in';
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
        ...(purpose === 'sign-in' ? {} : { purpose }),
        ...(options.payload ? { payload: options.payload } : {}),
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
  if (!Item || Item.used !== false || (Item.expiresAtMs as number) <= nowMs() || Item.purpose !== undefined) return null;
  return Item.email as string;
}

/**
 * Marks a sign-in link used and returns its e-mail, in one conditional write: of any number of
 * parallel redemptions exactly one succeeds. Unknown, used, expired and other links all give null.
 */
export async function redeemMagicLink(token: string): Promise<string | null> {
  return (await redeemLinkFor(token, 'sign-in'))?.email ?? null;
}

/**
 * Redeems a link of the given purpose once (the same conditional write as sign-in's) and returns
 * its e-mail and payload; null for an unknown, used, expired or other link.
 */
export async function redeemLinkFor(token: string, purpose: MagicLinkPurpose): Promise<{ email: string; payload: Record<string, string> } | null> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.magicLink(hashToken(token)),
        UpdateExpression: 'SET used = :true, usedAt = :now',
        ConditionExpression: `attribute_exists(pk) AND used = :false AND expiresAtMs > :nowMs AND ${purpose === 'sign-in' ? 'attribute_not_exists(#purpose)' : '#purpose = :purpose'}`,
        ExpressionAttributeNames: { '#purpose': 'purpose' },
        ExpressionAttributeValues: { ':true': true, ':false': false, ':now': nowIso(), ':nowMs': nowMs(), ...(purpose === 'sign-in' ? {} : { ':purpose': purpose }) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const email = Attributes?.email as string | undefined;
    return email ? { email, payload: (Attributes?.payload as Record<string, string> | undefined) ?? {} } : null;
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
