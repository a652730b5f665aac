import { sendMessageSchema } from '@worknest/shared/messaging';
import * as z from 'zod';
import { sendMessage } from '../../domain/messaging/send-message';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';

// Any id that is not one of the caller's conversations is a 404, malformed ones included.
const params = z.object({ id: z.string().max(100) });

/**
 * `POST /api/conversations/{id}/messages {content}`: participants only; content trimmed, 1 to
 * 2,000 characters. Answers 201 with the message once it is stored and pushed.
 */
export const handler = defineHandler({ params, body: sendMessageSchema }, async ({ params, body, session }) =>
  json(201, await sendMessage(params.id, session.userId, body.content)),
);
