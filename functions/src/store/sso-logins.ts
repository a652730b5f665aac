import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { nowMs, ttlFromMs } from '../clock';
import { isConditionFailure } from './conditional';
import { keys } from './keys';
import { hashToken } from './tokens';

/** How long a browser may spend at the identity provider between start and callback. */
export const SSO_LOGIN_TTL_MS = 10 * 60_000;

/**
 * A sign-in started at a company's identity provider (issue 19). Keyed by the SHA-256 of its
 * `state`, which only the browser's cookie and the provider's redirect carry; holds the PKCE
 * verifier and the nonce the callback checks, so neither leaves the server.
 */
export interface SsoLogin {
  domain: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  expiresAtMs: number;
}

export async function saveSsoLogin(state: string, login: Omit<SsoLogin, 'expiresAtMs'>): Promise<SsoLogin> {
  const record: SsoLogin = { ...login, expiresAtMs: nowMs() + SSO_LOGIN_TTL_MS };
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.ssoLogin(hashToken(state)), type: 'ssoLogin', ...record, ttl: ttlFromMs(record.expiresAtMs) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return record;
}

/**
 * Takes the sign-in for a `state` in one conditional delete: of any number of callbacks with the
 * same state exactly one gets it (a replayed state gets null), and an expired one gets null.
 */
export async function takeSsoLogin(state: string): Promise<SsoLogin | null> {
  try {
    const { Attributes } = await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.ssoLogin(hashToken(state)),
        ConditionExpression: 'attribute_exists(pk) AND expiresAtMs > :now',
        ExpressionAttributeValues: { ':now': nowMs() },
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (!Attributes) return null;
    return {
      domain: Attributes.domain as string,
      codeVerifier: Attributes.codeVerifier as string,
      nonce: Attributes.nonce as string,
      returnTo: Attributes.returnTo as string,
      expiresAtMs: Attributes.expiresAtMs as number,
    };
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
