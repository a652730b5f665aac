import type { ApprovalAnswer } from '@worknest/shared/approvals';
import { rejectStay } from '../../domain/approvals/decide-approval';
import { toApprovalItem } from '../../domain/approvals/list-approvals';
import { defineHandler } from '../../middleware/define-handler';
import { getUser } from '../../store/users';
import { approvalParams, rejectBody } from './approval-inputs';

/** `POST /api/approvals/{bookingId}/reject {reason}` (issue 35): the nights are released and the traveller gets the reason by e-mail. */
export const handler = defineHandler({ params: approvalParams, body: rejectBody, maxBodyBytes: 4096 }, async ({ params, body, session }): Promise<ApprovalAnswer> => {
  const { booking, decision } = await rejectStay(params.bookingId, session, body.reason);
  return { approval: toApprovalItem(booking, await getUser(booking.guestId)), decision };
});
