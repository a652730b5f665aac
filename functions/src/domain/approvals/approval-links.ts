import type { ApprovalAnswer, ApprovalLinkPreview } from '@worknest/shared/approvals';
import { mailLinksKey } from '../../adapters/mail-links-key';
import { getBooking } from '../../store/bookings';
import { nowMs as clockNow } from '../../clock';
import { getUser } from '../../store/users';
import { fullName } from '../bookings/booking-view';
import { InvalidInputError, NotFoundError } from '../errors';
import { verifyApprovalToken, type ApprovalLink } from './approval-token';
import { APPROVAL_NOT_FOUND, ensureMayDecide, type Approver } from './approvers';
import { approveStay, rejectStay } from './decide-approval';
import { toApprovalItem } from './list-approvals';
import { TRAVEL_POLICY_MESSAGES } from '@worknest/shared/travel-policy-rules';

/**
 * Issue 35: an approver's e-mail link (ADR 0132). The link opens a page (the token in its
 * fragment) that shows the trip (`preview`) and decides only when the approver presses the
 * button (`decide`, a POST). The token is the proof: no session is needed. The approver must
 * still be one when deciding (HR, or the traveller's manager, active, of the same company).
 */
export const LINK_INVALID = 'This approval link is not valid any more. Open Approvals in Worknest to decide.';

async function linkOf(token: string, nowMs: number): Promise<{ link: ApprovalLink; approver: Approver; approverName: string | null }> {
  const link = verifyApprovalToken(await mailLinksKey(), token, nowMs);
  if (!link) throw new NotFoundError(LINK_INVALID, 'approval_link_invalid');
  const user = await getUser(link.approverId);
  if (!user || !user.isActive) throw new NotFoundError(LINK_INVALID, 'approval_link_invalid');
  return { link, approver: { userId: user.id, role: user.role, companyDomain: user.companyDomain }, approverName: fullName(user) ?? user.email };
}

export async function previewApprovalLink(token: string, nowMs: number = clockNow()): Promise<ApprovalLinkPreview> {
  const { link, approver, approverName } = await linkOf(token, nowMs);
  const booking = await getBooking(link.bookingId);
  if (!booking) throw new NotFoundError(APPROVAL_NOT_FOUND);
  const traveller = await getUser(booking.guestId);
  ensureMayDecide(approver, booking, traveller);
  return { decision: link.decision, approverName, approval: toApprovalItem(booking, traveller) };
}

export async function decideByLink(token: string, reason: string | undefined, nowMs: number = clockNow()): Promise<ApprovalAnswer> {
  const { link, approver } = await linkOf(token, nowMs);
  if (link.decision === 'reject' && !reason) {
    throw new InvalidInputError(TRAVEL_POLICY_MESSAGES.rejectReason, [{ path: 'reason', message: TRAVEL_POLICY_MESSAGES.rejectReason }], 'validation_failed');
  }
  const result = link.decision === 'approve' ? await approveStay(link.bookingId, approver, nowMs) : await rejectStay(link.bookingId, approver, reason!, nowMs);
  return { approval: toApprovalItem(result.booking, await getUser(result.booking.guestId)), decision: result.decision };
}
