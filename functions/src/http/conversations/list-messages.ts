import { pageQuerySchema } from '@worknest/shared/messaging';
import * as z from 'zod';
import { readThread } from '../../domain/messaging/read-thread';
import { defineHandler } from '../../middleware/define-handler';

// Any id that is not one of the caller's conversations is a 404, malformed ones included.
const params = z.object({ id: z.string().max(100) });

/**
 * `GET /api/conversations/{id}/messages?limit=&cursor=`: participants only (404 for anyone else,
 * as for an unknown id); oldest to newest, `nextCursor` for older ones. Marks nothing read (POST .../read does).
 * The first page also carries `stay`, the stay the conversation is about (issue 29), or null.
 */
export const handler = defineHandler({ params, query: pageQuerySchema }, async ({ params, query, session }) =>
  readThread(params.id, session.userId, query, session.companyDomain),
);
