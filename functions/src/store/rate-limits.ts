import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { nowMs, ttlFromMs } from '../clock';
import { isConditionFailure } from './conditional';
import { keys } from './keys';

export interface RateLimit {
  scope: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit in a fixed window with an atomic conditional ADD. Returns null when allowed,
 * else the seconds until the window ends.
 */
export async function hitRateLimit(rule: RateLimit, subject: string): Promise<number | null> {
  const now = nowMs();
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const windowEnd = windowStart + rule.windowMs;
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateLimit(rule.scope, subject, windowStart),
        UpdateExpression: 'ADD hits :one SET #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':limit': rule.limit, ':ttl': ttlFromMs(windowEnd + 60_000) },
      }),
    );
    return null;
  } catch (error) {
    if (isConditionFailure(error)) return Math.max(1, Math.ceil((windowEnd - now) / 1000));
    throw error;
  }
}
