import type { ApprovalDecision } from '@worknest/shared/travel-policy-rules';
import type { BookingRecord } from '../../../store/booking-item';
import * as item from '../../../store/approval-transitions';
import type { OutboxPut } from '../../../store/outbox';
import { takeStep } from './step';
import type { Trigger } from './table';

/**
 * Issue 35: the approval's status writes (the table's `approval-requested`, `approver-approves`,
 * `deadline-approves`, `approver-rejects`, `deadline-declines` and `approval-withdrawn` rows). Not
 * re-exported by ./index: only the approval functions import it, so only they bundle the
 * approvals' keys.
 */

export type { ApprovalRequestOutcome } from '../../../store/approval-transitions';

/** pending → awaiting_approval: nights held until the deadline, listed for approvers and the deadline job, with its e-mails (`outbox`). */
export function markAwaitingApproval(
  booking: BookingRecord,
  nowMs: number,
  approval: { deadlineMs: number; onDeadline: 'approve' | 'decline'; listDomain: string },
  outbox: readonly OutboxPut[] = [],
): Promise<item.ApprovalRequestOutcome> {
  return item.markAwaitingApproval(booking, takeStep(booking.status, 'approval-requested'), nowMs, approval, outbox);
}

export type ApprovalEnd = Extract<Trigger, 'approver-approves' | 'deadline-approves' | 'approver-rejects' | 'deadline-declines' | 'approval-withdrawn'>;

/** awaiting_approval → pending (approved), rejected or cancelled (withdrawn), once, with its e-mails (`outbox`); false when decided meanwhile. */
export function closeApproval(booking: BookingRecord, trigger: ApprovalEnd, decision: ApprovalDecision, nowMs: number, outbox: readonly OutboxPut[] = []): Promise<boolean> {
  return item.closeApproval(booking, takeStep(booking.status, trigger), { ...decision }, nowMs, outbox);
}
