import { messagePreview, NEW_MESSAGE_EVENT, type Message, type NewMessageEvent } from '@worknest/shared/messaging';
import { logger } from '../../logging/logger';
import { ConflictError, NotFoundError } from '../errors';
import { appendMessage, ConversationGoneError } from '../../store/messages';
import { CONVERSATION_NOT_FOUND, requireParticipant } from './conversation-access';
import { toApiMessage } from './conversation-view';
import { scheduleMessageMail } from '../notifications/schedule-notices';
import { findLiveConnections, pushToConnections } from './push-to-users';
import { businessMetrics, countEvent } from '../../logging/metrics';

export const RECIPIENT_ERASED = 'This member has deleted their account and can no longer receive messages.';

/**
 * A participant sends a message (content already trimmed and checked by the shared schema):
 * stored with the conversation's activity and unread counts, then pushed as `new_message` to
 * every open socket of both participants, the sender's other tabs included. A recipient with no
 * open socket gets an e-mail instead (issue 22; at most one per conversation per 15 minutes).
 */
export async function sendMessage(conversationId: string, senderId: string, content: string): Promise<Message> {
  const { me, other } = await requireParticipant(conversationId, senderId);
  if (other.isFormerMember) throw new ConflictError(RECIPIENT_ERASED, 'recipient_erased');
  // Member items are written in the same transactions as the conversation item, so they carry
  // its participants and lastMessageAt: no second read on the hot path.
  const conversation = { id: conversationId, participantIds: me.participantIds, lastMessageAt: me.lastMessageAt };
  // The sockets to push to are looked up while the message is written (issue 15: the reads do not
  // wait for the transaction; a socket opened in between gets the message on its next reload).
  const sockets = findLiveConnections(conversation.participantIds);
  sockets.catch(() => undefined); // awaited below; a write that fails first must not leave it unhandled
  let stored;
  try {
    stored = await appendMessage(conversation, senderId, content, messagePreview(content));
  } catch (error) {
    if (error instanceof ConversationGoneError) throw new NotFoundError(CONVERSATION_NOT_FOUND);
    throw error;
  }
  countEvent(businessMetrics.messagesSent);
  // Just written: the recipient has not read it (their read mark is older than any new message).
  const message = toApiMessage(stored, { [senderId]: stored.createdAt, [other.userId]: null });
  const event: NewMessageEvent = { type: NEW_MESSAGE_EVENT, message };
  const reached = await sockets.then(
    (found) => pushToConnections(found, event),
    (error: unknown) => {
      logger.warn('could not look up the sockets to push to', { conversationId, error: error as Error });
      return new Set<string>();
    },
  );
  // No open socket of the recipient got it: an e-mail tells them (batched, cancelled if read first).
  if (!reached.has(other.userId)) {
    await scheduleMessageMail(conversationId, other.userId).catch((error: unknown) => {
      logger.error('could not schedule the message e-mail', { conversationId, error: error as Error });
    });
  }
  return message;
}
