import { getBooking } from '../../store/bookings';
import type { OutboxRecord } from '../../store/outbox';
import { fanOutOutboxMails } from '../../store/outbox-fan-out';
import { getUser } from '../../store/users';
import { approversOf } from '../approvals/approvers';

/** The request to one approver has one id per booking and approver: written at most once (ADR 0193). */
export function approvalRequestOutboxId(bookingId: string, approverId: string): string {
  return `approval-request.${bookingId}.${approverId}`;
}

/**
 * Issue 35 / 33: a business stay waits for approval (`approval-requested`, written with the wait
 * in its transaction). Its sender asks the traveller's approvers as they are now: one
 * `approval-request-approver` item each (by approver id, after the item's cursor when an earlier
 * sender got part of the way), which the stream sends like any outbox e-mail.
 * @returns 'skipped' when the stay no longer waits or nobody is left to ask; 'claim-lost' when another sender took the item.
 */
export async function fanOutApprovalRequests(item: OutboxRecord, token: string, nowMs: number): Promise<'sent' | 'skipped' | 'claim-lost'> {
  const booking = await getBooking(item.bookingId);
  if (!booking || booking.status !== 'awaiting_approval' || booking.approval) return 'skipped';
  const traveller = await getUser(booking.guestId);
  if (!traveller) return 'skipped';
  const approvers = (await approversOf(traveller))
    .map((approver) => approver.id)
    .sort()
    .filter((id) => item.fannedOutThrough === undefined || id > item.fannedOutThrough);
  if (approvers.length === 0) return item.fannedOutThrough === undefined ? 'skipped' : 'sent';
  const children = approvers.map((approverId) => ({
    id: approvalRequestOutboxId(booking.id, approverId),
    mail: { kind: 'approval-request-approver' as const, bookingId: booking.id, recipientId: approverId },
    cursor: approverId,
  }));
  return (await fanOutOutboxMails(item.id, token, children, nowMs)) ? 'sent' : 'claim-lost';
}
