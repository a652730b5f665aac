import type { ApprovalLinkPreview } from '@worknest/shared/approvals';
import { previewApprovalLink } from '../../domain/approvals/approval-links';
import { defineHandler } from '../../middleware/define-handler';
import { linkPreviewBody } from './approval-inputs';

/** `POST /api/approval-links/preview {token}` (issue 35): the trip an e-mail link is about; decides nothing. */
export const handler = defineHandler({ body: linkPreviewBody, maxBodyBytes: 2048 }, async ({ body }): Promise<ApprovalLinkPreview> => previewApprovalLink(body.token));
