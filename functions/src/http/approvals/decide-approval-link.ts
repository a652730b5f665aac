import type { ApprovalAnswer } from '@worknest/shared/approvals';
import { decideByLink } from '../../domain/approvals/approval-links';
import { defineHandler } from '../../middleware/define-handler';
import { linkDecideBody } from './approval-inputs';

/** `POST /api/approval-links/decide {token, reason?}` (issue 35): the decision an e-mail link carries, posted from its page (never on a GET). */
export const handler = defineHandler({ body: linkDecideBody, maxBodyBytes: 4096 }, async ({ body }): Promise<ApprovalAnswer> => decideByLink(body.token, body.reason));
