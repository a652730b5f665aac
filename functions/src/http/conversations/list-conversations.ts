import { pageQuerySchema } from '@worknest/shared/messaging';
import { listConversations } from '../../domain/messaging/list-conversations';
import { defineHandler } from '../../middleware/define-handler';

/** `GET /api/conversations?limit=&cursor=`: the caller's conversations, most recent activity first. */
export const handler = defineHandler({ query: pageQuerySchema }, async ({ query, session }) =>
  listConversations(session.userId, query),
);
