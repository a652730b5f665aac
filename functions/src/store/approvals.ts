import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { batchGetItems, keyId } from './batch-get';
import { toBooking, type BookingRecord } from './booking-item';
import { keys } from './keys';

/**
 * Issue 35: the approvals' lists (docs/data-model.md, "Approvals"). Each business stay that asked
 * for approval has an item in its company's list (`COMPANY#<domain>` / `APPROVAL#<createdAtMs>#<id>`,
 * kept after the decision, so /app/approvals shows recent decisions) and, while it waits, one in
 * the deadline list (`APPROVALS` / `<deadlineMs>#<id>`) the expire-approvals job reads. Both are
 * written and removed with the booking's status in one transaction (store/booking-transitions.ts).
 */

/** The booking ids of a company's approvals, newest first. */
export async function listCompanyApprovalIds(domain: string, limit = 100): Promise<string[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.company(domain).pk, ':prefix': keys.companyApprovalsPrefix() },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => String(item.bookingId));
}

/** The approvals whose deadline has passed (oldest first, at most `limit`). */
export async function listApprovalsDue(nowMs: number, limit = 100): Promise<{ bookingId: string; deadlineMs: number }[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk < :before',
      ExpressionAttributeValues: { ':pk': keys.approvalDeadlinesPartition(), ':before': keys.approvalDeadlinesBefore(nowMs) },
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => ({ bookingId: String(item.bookingId), deadlineMs: Number(String(item.sk).split('#')[0]) }));
}

export async function forgetApprovalDeadline(deadlineMs: number, bookingId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.approvalDeadline(deadlineMs, bookingId) }));
}

/** The bookings of a list of ids (one BatchGetItem per 100), in the ids' order; missing ones left out. */
export async function getBookingsByIds(ids: readonly string[]): Promise<BookingRecord[]> {
  const found = await batchGetItems(ids.map((id) => keys.booking(id)), { consistentRead: true });
  return ids.flatMap((id) => {
    const item = found.get(keyId(keys.booking(id)));
    return item ? [toBooking(item)] : [];
  });
}

