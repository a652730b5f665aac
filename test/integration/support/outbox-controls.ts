import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { localTable } from './local-table';

/*
 * Issue 33: the local cloud's controls for the transactional outbox's tests: SES failing for one
 * address, a function killed at a table call, the sender's dead letters, and the outbox items of
 * a booking as they are in the table.
 */

async function control(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(new URL(path, inject('appUrl')), { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** SES answers 503 for `to` while `failing` (POST /__local/mail/failing). */
export const sesFailing = (to: string, failing: boolean) => control('/__local/mail/failing', { to, failing });

/** Kills `handler` instead of its next `count` table calls `action` on keys starting with `keyPrefix` (POST /__local/faults/table). */
export const killAtTableCall = (fault: { handler: string; action: string; keyPrefix: string; count?: number }) => control('/__local/faults/table', fault);

/** The booking's outbox items (a Scan: test code reads the table directly, no function does). */
export async function outboxItemsOf(bookingId: string): Promise<Array<Record<string, unknown>>> {
  const { db, tableName } = localTable();
  const items: Array<Record<string, unknown>> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'begins_with(pk, :outbox) AND bookingId = :booking',
        ExpressionAttributeValues: { ':outbox': 'OUTBOX#', ':booking': bookingId },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** What the local event source mapping gave up on (`send-outbox-mail`'s dead-letter list). */
export async function deadLetters(): Promise<unknown[]> {
  const response = await fetch(new URL('/__local/streams/send-outbox-mail/dead-letters', inject('appUrl')));
  return ((await response.json()) as { deadLetters: unknown[] }).deadLetters;
}
