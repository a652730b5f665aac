import { reportBodySchema } from '@worknest/shared/reports';
import { fileReport } from '../../domain/safety/reports';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';

/** `POST /api/reports {targetType, targetId, reason, details?}` (issue 39): 201 with the report; 404 for what the member cannot see; 409 while one is open; 429 past the limit. */
export const handler = defineHandler({ body: reportBodySchema }, async ({ body, session }) => json(201, await fileReport(session, body)));
