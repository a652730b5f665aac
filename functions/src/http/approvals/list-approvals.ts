import type { ApprovalList } from '@worknest/shared/approvals';
import { listApprovals } from '../../domain/approvals/list-approvals';
import { defineHandler } from '../../middleware/define-handler';

/** `GET /api/approvals` (issue 35): stays waiting for the caller's decision and recent decisions (HR: the company's; a manager: their reports'). */
export const handler = defineHandler({}, async ({ session }): Promise<ApprovalList> => listApprovals(session));
