import { startConversationSchema } from '@worknest/shared/messaging';
import { requireParticipant } from '../../domain/messaging/conversation-access';
import { toApiConversation } from '../../domain/messaging/conversation-view';
import { startConversationWithHost } from '../../domain/messaging/start-conversation';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';

/**
 * `POST /api/conversations {listingId}`: finds or creates the conversation between the caller
 * and the listing's host. 201 when created, 200 when it already existed; the body is the
 * conversation as the caller's list shows it.
 */
export const handler = defineHandler({ body: startConversationSchema }, async ({ body, session }) => {
  const { conversation, created } = await startConversationWithHost(session, body.listingId);
  const { me } = await requireParticipant(conversation.id, session.userId);
  return json(created ? 201 : 200, toApiConversation(me));
});
