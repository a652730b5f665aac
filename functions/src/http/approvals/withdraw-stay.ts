import type { ApprovalAnswer } from '@worknest/shared/approvals';
import { withdrawStay } from '../../domain/approvals/decide-approval';
import { toApprovalItem } from '../../domain/approvals/list-approvals';
import { defineHandler } from '../../middleware/define-handler';
import { getUser } from '../../store/users';
import { approvalParams } from './approval-inputs';

/** `POST /api/approvals/{bookingId}/withdraw` (issue 35): the traveller takes back a stay still waiting for approval; its nights are released. */
export const handler = defineHandler({ params: approvalParams }, async ({ params, session }): Promise<ApprovalAnswer> => {
  const { booking, decision } = await withdrawStay(params.bookingId, session);
  return { approval: toApprovalItem(booking, await getUser(booking.guestId)), decision };
});
