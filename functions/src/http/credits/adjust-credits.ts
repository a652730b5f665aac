import { adjustCredits } from '../../domain/credits/ledger';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';
import { adjustmentBody, memberIdParams } from './credit-inputs';

/**
 * `POST /api/hr/credits/{userId}/adjustments {amount, note}` (issue 37): HR adds or takes credits
 * of a member of its company (201 with the new balance; 404 for anyone else; 409 below 0).
 */
export const handler = defineHandler({ params: memberIdParams, body: adjustmentBody }, async ({ params, body, session, requestId }) =>
  json(201, await adjustCredits(session, params.userId, body, requestId)),
);
