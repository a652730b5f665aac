import * as z from 'zod';
import { markThreadRead } from '../../domain/messaging/read-thread';
import { defineHandler } from '../../middleware/define-handler';

// Any id that is not one of the caller's conversations is a 404, malformed ones included.
const params = z.object({ id: z.string().max(100) });

/**
 * `POST /api/conversations/{id}/read`: the caller has seen the thread; participants only (404 for
 * anyone else). Answers `{ conversation }` with its unread count.
 */
export const handler = defineHandler({ params }, async ({ params, session }) => markThreadRead(params.id, session.userId));
