import { setTimeout as sleep } from 'node:timers/promises';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../adapters/dynamodb';
import { isTransactionConflictOnly } from './conditional';

/**
 * Waits before retrying a transaction DynamoDB cancelled because another one was in flight on
 * the same item: exponential backoff with jitter (timing only; nothing here is an id or a secret).
 */
export function waitAfterConflict(attempt: number): Promise<void> {
  return sleep(20 + Math.random() * 40 * 2 ** attempt);
}

/**
 * Writes a transaction, retrying it (up to `retries` times, 6 unless told, with waitAfterConflict) while it only
 * met another one in flight (`TransactionConflict`): that says nothing about the outcome.
 * Condition failures are answers and are thrown at once.
 */
export async function transactWithConflictRetry(input: ConstructorParameters<typeof TransactWriteCommand>[0], retries = 6): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand(input));
      return;
    } catch (error) {
      if (!isTransactionConflictOnly(error) || attempt >= retries) throw error;
      await waitAfterConflict(attempt);
    }
  }
}
