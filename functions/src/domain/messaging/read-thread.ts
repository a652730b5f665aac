import { MESSAGES_PAGE_SIZE, participantName, type Conversation, type MessagePage } from '@worknest/shared/messaging';
import { encodeCursor } from '../../store/conditional';
import { markConversationRead, renameOtherParticipant } from '../../store/conversations';
import { listMessages, messagesCursor } from '../../store/messages';
import { getUser } from '../../store/users';
import { requireParticipant } from './conversation-access';
import { toApiConversation, toApiMessage } from './conversation-view';

/**
 * One page of a conversation for a participant, oldest to newest; `cursor` pages to older
 * messages. Reading changes no read mark (issue 14: a GET has no effect a link or a prefetch
 * could trigger; `markThreadRead` does that, from a POST). It refreshes the other participant's
 * name on the caller's list entry, a cached copy.
 */
export async function readThread(
  conversationId: string,
  userId: string,
  page: { limit?: number; cursor?: string },
): Promise<MessagePage> {
  // Members first, then messages: every message the member items count is then in the page.
  const { me, other } = await requireParticipant(conversationId, userId);
  const startKey = messagesCursor(conversationId, page.cursor);
  const [{ messages, lastKey }, otherUser] = await Promise.all([
    listMessages(conversationId, page.limit ?? MESSAGES_PAGE_SIZE, startKey),
    getUser(other.userId),
  ]);

  let mine = me;
  const freshName = otherUser ? participantName(otherUser) : me.otherName;
  if (freshName !== me.otherName) {
    await renameOtherParticipant(conversationId, userId, freshName);
    mine = { ...mine, otherName: freshName };
  }

  const readMarks = { [mine.userId]: mine.lastReadAt, [other.userId]: other.lastReadAt };
  return {
    conversation: toApiConversation(mine),
    items: messages.map((message) => toApiMessage(message, readMarks)),
    nextCursor: encodeCursor(lastKey),
  };
}

/**
 * Marks the conversation read for a participant (`POST /api/conversations/{id}/read`): the other
 * participant's messages up to the newest count as read. A message that arrives meanwhile stays
 * unread (the conditional write then does not apply). Answers the caller's conversation entry.
 */
export async function markThreadRead(conversationId: string, userId: string): Promise<{ conversation: Conversation }> {
  const { me } = await requireParticipant(conversationId, userId);
  const unreadSeen = me.lastMessageAt !== null && (me.unreadCount > 0 || me.lastReadAt !== me.lastMessageAt);
  if (unreadSeen && (await markConversationRead(me))) {
    return { conversation: toApiConversation({ ...me, unreadCount: 0, lastReadAt: me.lastMessageAt }) };
  }
  return { conversation: toApiConversation(me) };
}
