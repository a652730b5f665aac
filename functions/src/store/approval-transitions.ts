import { stayNights } from '@worknest/shared/booking';
import { tableName } from '../adapters/dynamodb';
import { nightOwner, type BookingRecord } from './booking-item';
import { fromCondition, paymentCondition, type StatusStep } from './booking-transitions';
import { cancellationCodes } from './conditional';
import { keys } from './keys';
import { claimNightItems } from './nights';
import type { OutboxPut } from './outbox';
import { transactWithConflictRetry } from './transact';

/**
 * Issue 35: the status writes of approvals, beside store/booking-transitions.ts (whose step and
 * conditions they use) but in their own module, so only the approval functions build the
 * approvals' keys (their `APPROVALS` grant, infra table-access). Only the lifecycle's
 * approval-writes.ts imports this file (functions/src/lifecycle-rule.test.ts keeps it so).
 */

export type ApprovalRequestOutcome = 'awaiting' | 'not-pending' | 'nights-taken';

/**
 * Issue 35: pending → awaiting_approval, a business stay that waits for an approver. Its nights
 * are held until the deadline, the expire-approvals job finds it (`APPROVALS`), and its company's
 * approvers list it (`COMPANY#…/APPROVAL#…`), and its e-mails (`outbox`: the approvers' request,
 * ADR 0193) are written, in one transaction. No money has moved.
 */
export async function markAwaitingApproval(
  booking: BookingRecord,
  step: StatusStep,
  nowMs: number,
  approval: { deadlineMs: number; onDeadline: 'approve' | 'decline'; listDomain: string },
  outbox: readonly OutboxPut[] = [],
): Promise<ApprovalRequestOutcome> {
  const from = fromCondition(step);
  const deadlineIso = new Date(approval.deadlineMs).toISOString();
  try {
    await transactWithConflictRetry({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.booking(booking.id),
            UpdateExpression:
              'SET #status = :to, approvalDeadlineAtMs = :deadline, approvalDeadlineAt = :deadlineIso, approvalOnDeadline = :onDeadline, holdExpiresAtMs = :deadline, holdExpiresAt = :deadlineIso, updatedAt = :now',
            ConditionExpression: `${from.condition} AND ${paymentCondition(booking).condition}`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ...from.values,
              ...paymentCondition(booking).values,
              ':to': step.to,
              ':deadline': approval.deadlineMs,
              ':deadlineIso': deadlineIso,
              ':onDeadline': approval.onDeadline,
              ':now': new Date(nowMs).toISOString(),
            },
          },
        },
        ...claimNightItems(nightOwner(booking), stayNights(booking.checkIn, booking.checkOut), { state: 'held', holdExpiresAtMs: approval.deadlineMs }, nowMs),
        { Put: { TableName: tableName(), Item: { ...keys.approvalDeadline(approval.deadlineMs, booking.id), type: 'approvalDeadline', bookingId: booking.id } } },
        { Put: { TableName: tableName(), Item: { ...keys.companyApproval(approval.listDomain, nowMs, booking.id), type: 'companyApproval', bookingId: booking.id, guestId: booking.guestId } } },
        ...outbox,
      ],
    });
    return 'awaiting';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') return 'not-pending';
    if (codes.includes('ConditionalCheckFailed')) return 'nights-taken';
    throw error;
  }
}

/**
 * Issue 35: awaiting_approval → pending (approved: the business stay goes on), rejected, or
 * cancelled (withdrawn), once: the first decision is kept (`approval`) and the stay leaves the
 * deadline list. A rejected or withdrawn stay's nights are released by the caller. `outbox`: the
 * e-mails the decision sends (the traveller's rejection), committed with it (issue 33).
 * @returns false when the booking was decided meanwhile (or is not waiting any more).
 */
export async function closeApproval(
  booking: BookingRecord,
  step: StatusStep,
  decision: Record<string, unknown>,
  nowMs: number,
  outbox: readonly OutboxPut[] = [],
): Promise<boolean> {
  const from = fromCondition(step);
  const now = new Date(nowMs).toISOString();
  const ends = step.to !== 'pending';
  try {
    await transactWithConflictRetry({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.booking(booking.id),
            UpdateExpression: `SET #status = :to, approval = :decision, decidedAt = :now, updatedAt = :now${ends ? ', holdsReleasedAt = :now' : ''}${step.to === 'cancelled' ? ', cancelledAt = :now' : ''}`,
            ConditionExpression: `${from.condition} AND attribute_not_exists(approval)`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ...from.values, ':to': step.to, ':decision': decision, ':now': now },
          },
        },
        ...(booking.approvalDeadlineAtMs !== null
          ? [{ Delete: { TableName: tableName(), Key: keys.approvalDeadline(booking.approvalDeadlineAtMs, booking.id) } }]
          : []),
        ...outbox,
      ],
    });
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
