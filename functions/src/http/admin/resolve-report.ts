import { resolveReportBodySchema } from '@worknest/shared/reports';
import { resolveReport } from '../../domain/safety/resolve-report';
import { defineHandler } from '../../middleware/define-handler';
import { stringParams } from '../../validation/plain-schema';

/** `POST /api/admin/reports/{id}/resolve {action, note}` (issue 39, admins only): 200 with the resolved report; 409 when resolved already. */
export const handler = defineHandler({ params: stringParams(['id']), body: resolveReportBodySchema }, async ({ params, body, session }) => resolveReport(session, params.id, body));
