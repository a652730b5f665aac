import type { ApprovalAnswer } from '@worknest/shared/approvals';
import { approveStay } from '../../domain/approvals/decide-approval';
import { toApprovalItem } from '../../domain/approvals/list-approvals';
import { defineHandler } from '../../middleware/define-handler';
import { getUser } from '../../store/users';
import { approvalParams } from './approval-inputs';

/**
 * `POST /api/approvals/{bookingId}/approve` (issue 35): the stay goes on as any business stay
 * (charged or invoiced, then confirmed or sent to the host). 409 with the first decision when
 * already decided; 403 for one's own stay or a non-approver; 404 for another company's.
 */
export const handler = defineHandler({ params: approvalParams }, async ({ params, session }): Promise<ApprovalAnswer> => {
  const { booking, decision } = await approveStay(params.bookingId, session);
  return { approval: toApprovalItem(booking, await getUser(booking.guestId)), decision };
});
