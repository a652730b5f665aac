import { exportFileName } from '@worknest/shared/privacy-rules';
import { exportMemberData } from '../../domain/users/export-member-data';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';

/** `GET /api/users/me/export`: the signed-in member's data as a JSON file (GDPR art. 15 and 20). */
export const handler = defineHandler({}, async ({ session }) => {
  const data = await exportMemberData(session.userId);
  return json(200, data, { headers: { 'content-disposition': `attachment; filename="${exportFileName(data.exportedAt)}"` } });
});
