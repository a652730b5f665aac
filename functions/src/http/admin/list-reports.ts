import { reportQueueQuerySchema } from '@worknest/shared/reports';
import { reportQueue } from '../../domain/safety/reports';
import { defineHandler } from '../../middleware/define-handler';
import { cursorFor } from '../../store/cursor-for';
import { keys } from '../../store/keys';

/**
 * `GET /api/admin/reports?status=open|resolved&limit=&cursor=` (issue 39): the admins' queue with
 * each report's snapshot; HR (the route's access is `hr`, which admins pass too) reads only the
 * reports about members of its own company.
 */
export const handler = defineHandler({ query: reportQueueQuerySchema }, async ({ query, session }) => {
  const startKey =
    session.role === 'admin'
      ? cursorFor(query.cursor, 'gsi1pk', keys.reportsPartition(query.status === 'open' ? 'OPEN' : 'RESOLVED'))
      : cursorFor(query.cursor, 'gsi2pk', keys.companyReportsPartition(session.companyDomain));
  return reportQueue(session, query, startKey);
});
