import { tableName } from '../adapters/dynamodb';
import { cancellationCodes } from './conditional';
import { keys } from './keys';
import { outboxMailItem, type OutboxMail } from './outbox';
import { transactWithConflictRetry } from './transact';

/**
 * Issue 33, ADR 0193: an outbox item that stands for several e-mails (`approval-requested`: one per
 * approver) writes them as outbox items of their own, in chunks. Each chunk is one transaction:
 * its items (`attribute_not_exists`, deterministic ids) and the parent's cursor
 * (`fannedOutThrough`, the last recipient written), conditional on the parent's claim. A sender
 * killed between chunks resumes after the cursor, so no recipient's item is written twice, even
 * when the first one was sent and deleted meanwhile; none is skipped.
 *
 * In its own module (not store/outbox.ts) so the routes that only write outbox items do not bundle it.
 */

/** Items per chunk: 99 children and the parent's cursor fill a transaction's 100 items. */
export const FAN_OUT_CHUNK = 99;

export interface FannedOutMail {
  id: string;
  mail: OutboxMail;
  /** What orders the children: the cursor is the last one written. */
  cursor: string;
}

/**
 * Writes `children` (sorted by `cursor`, all after the parent's cursor) and advances the parent's
 * cursor with each chunk. @returns false when the parent's claim was no longer ours (another sender took it).
 */
export async function fanOutOutboxMails(parentId: string, token: string, children: readonly FannedOutMail[], nowMs: number): Promise<boolean> {
  for (let start = 0; start < children.length; start += FAN_OUT_CHUNK) {
    const chunk = children.slice(start, start + FAN_OUT_CHUNK);
    try {
      await transactWithConflictRetry({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.outboxMail(parentId),
              UpdateExpression: 'SET fannedOutThrough = :cursor',
              ConditionExpression: '#state = :sending AND claimToken = :token',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: { ':cursor': chunk[chunk.length - 1]!.cursor, ':sending': 'sending', ':token': token },
            },
          },
          ...chunk.map((child) => outboxMailItem(child.mail, nowMs, child.id)),
        ],
      });
    } catch (error) {
      if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
      throw error;
    }
  }
  return true;
}
