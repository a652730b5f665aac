import type { OutgoingMail } from '../../adapters/mail';
import { mailLinksKey } from '../../adapters/mail-links-key';
import { ENV, requireEnv } from '../../config/function-environment';
import { getBooking } from '../../store/bookings';
import { getUser } from '../../store/users';
import { approvalLinkOf, approvalRequestMail } from './approval-mails';
import { APPROVAL_LINK_TTL_MS, signApprovalToken } from './approval-token';

/**
 * Issue 35 through the outbox (ADR 0193): the request to one approver, rendered when it is sent,
 * with two links signed for them then (valid for APPROVAL_LINK_TTL_MS from the send). Null (the
 * sender records `skipped`) when the stay was decided meanwhile or the approver or traveller left.
 */
export async function approvalRequestOutboxMail(bookingId: string, approverId: string, nowMs: number): Promise<OutgoingMail | null> {
  const booking = await getBooking(bookingId);
  if (!booking || booking.status !== 'awaiting_approval' || booking.approval) return null;
  const [traveller, approver] = await Promise.all([getUser(booking.guestId), getUser(approverId)]);
  if (!traveller || !approver || !approver.email || !approver.isActive || approver.deletedAt !== null) return null;
  if (approver.companyDomain !== traveller.companyDomain) return null;
  const key = await mailLinksKey();
  const appOrigin = requireEnv(ENV.appOrigin);
  const expiresAtMs = nowMs + APPROVAL_LINK_TTL_MS;
  const link = (decision: 'approve' | 'reject') => approvalLinkOf(appOrigin, signApprovalToken(key, { bookingId: booking.id, approverId: approver.id, decision, expiresAtMs }));
  return approvalRequestMail({ to: approver, traveller, booking, approveLink: link('approve'), rejectLink: link('reject') });
}
