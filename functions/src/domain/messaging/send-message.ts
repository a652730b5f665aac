import { messagePreview, NEW_MESSAGE_EVENT, type Message, type NewMessageEvent } from '@worknest/shared/messaging';
import { logger } from '../../logging/logger';
import { ConflictError, NotFoundError } from '../errors';
import { appendMessage, ConversationGoneError, RecipientGoneError } from '../../store/messages';
import { forgetParticipants, knownParticipants, rememberParticipants } from './known-participants';
import { CONVERSATION_NOT_FOUND, requireParticipant } from './conversation-access';
import { toApiMessage } from './conversation-view';
import { scheduleMessageMail } from '../notifications/schedule-notices';
import { findLiveConnections, pushToConnections } from './push-to-users';
import { businessMetrics, countEvent } from '../../logging/metrics';
import { ensureNotBlocked } from '../safety/blocks';

export const RECIPIENT_ERASED = 'This member has deleted their account and can no longer receive messages.';

/**
 * A participant sends a message (content already trimmed and checked by the shared schema):
 * stored with the conversation's activity and unread counts, then pushed as `new_message` to
 * every open socket of both participants, the sender's other tabs included. A recipient with no
 * open socket gets an e-mail instead (issue 22; at most one per conversation per 15 minutes).
 */
export async function sendMessage(conversationId: string, senderId: string, content: string): Promise<Message> {
  const conversation = await conversationToSendIn(conversationId, senderId);
  const recipientId = conversation.participantIds.find((id) => id !== senderId)!;
  // Issue 39: a blocked pair cannot message each other (403, neutral); so nothing reaches a socket either.
  await ensureNotBlocked(senderId, recipientId);
  // The sockets to push to are looked up while the message is written (issue 15: the reads do not
  // wait for the transaction; a socket opened in between gets the message on its next reload).
  const sockets = findLiveConnections(conversation.participantIds);
  sockets.catch(() => undefined); // awaited below; a write that fails first must not leave it unhandled
  let stored;
  try {
    stored = await appendMessage(conversation, senderId, content, messagePreview(content));
  } catch (error) {
    if (error instanceof ConversationGoneError || error instanceof RecipientGoneError) forgetParticipants(conversationId);
    if (error instanceof ConversationGoneError) throw new NotFoundError(CONVERSATION_NOT_FOUND);
    if (error instanceof RecipientGoneError) throw new ConflictError(RECIPIENT_ERASED, 'recipient_erased');
    throw error;
  }
  countEvent(businessMetrics.messagesSent);
  // Just written: the recipient has not read it (their read mark is older than any new message).
  const message = toApiMessage(stored, { [senderId]: stored.createdAt, [recipientId]: null });
  const event: NewMessageEvent = { type: NEW_MESSAGE_EVENT, message };
  const reached = await sockets.then(
    (found) => pushToConnections(found, event),
    (error: unknown) => {
      logger.warn('could not look up the sockets to push to', { conversationId, error: error as Error });
      return new Set<string>();
    },
  );
  // No open socket of the recipient got it: an e-mail tells them (batched, cancelled if read first).
  if (!reached.has(recipientId)) {
    await scheduleMessageMail(conversationId, recipientId).catch((error: unknown) => {
      logger.error('could not schedule the message e-mail', { conversationId, error: error as Error });
    });
  }
  return message;
}

/**
 * The conversation as far as a send needs it, for a sender who takes part in it: from the
 * participants this instance already checked (the transaction then confirms both entries), or
 * read, where anyone but a participant gets the same 404 as for an unknown id.
 */
async function conversationToSendIn(conversationId: string, senderId: string): Promise<{ id: string; participantIds: readonly string[]; lastMessageAt: string | null }> {
  const known = knownParticipants(conversationId);
  if (known?.includes(senderId)) return { id: conversationId, participantIds: known, lastMessageAt: null };
  const { me, other } = await requireParticipant(conversationId, senderId);
  if (other.isFormerMember) throw new ConflictError(RECIPIENT_ERASED, 'recipient_erased');
  rememberParticipants(conversationId, me.participantIds);
  return { id: conversationId, participantIds: me.participantIds, lastMessageAt: me.lastMessageAt };
}
