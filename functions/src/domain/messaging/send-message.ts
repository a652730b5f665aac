import { messagePreview, NEW_MESSAGE_EVENT, type Message, type NewMessageEvent } from '@worknest/shared/messaging';
import { ConflictError, NotFoundError } from '../errors';
import { appendMessage, ConversationGoneError } from '../../store/messages';
import { CONVERSATION_NOT_FOUND, requireParticipant } from './conversation-access';
import { toApiMessage } from './conversation-view';
import { pushToUsers } from './push-to-users';
import { businessMetrics, countEvent } from '../../logging/metrics';

export const RECIPIENT_ERASED = 'This member has deleted their account and can no longer receive messages.';

/**
 * A participant sends a message (content already trimmed and checked by the shared schema):
 * stored with the conversation's activity and unread counts, then pushed as `new_message` to
 * every open socket of both participants, the sender's other tabs included.
 */
export async function sendMessage(conversationId: string, senderId: string, content: string): Promise<Message> {
  const { me, other } = await requireParticipant(conversationId, senderId);
  if (other.isFormerMember) throw new ConflictError(RECIPIENT_ERASED, 'recipient_erased');
  // Member items are written in the same transactions as the conversation item, so they carry
  // its participants and lastMessageAt: no second read on the hot path.
  const conversation = { id: conversationId, participantIds: me.participantIds, lastMessageAt: me.lastMessageAt };
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
  await pushToUsers(conversation.participantIds, event);
  return message;
}
