import { MESSAGES_PAGE_SIZE, participantName, type MessagePage } from '@worknest/shared/messaging';
import { encodeCursor } from '../../store/conditional';
import { markConversationRead, renameOtherParticipant } from '../../store/conversations';
import { listMessages, messagesCursor } from '../../store/messages';
import { getUser } from '../../store/users';
import { requireParticipant } from './conversation-access';
import { toApiConversation, toApiMessage } from './conversation-view';

/**
 * One page of a conversation for a participant, oldest to newest; `cursor` pages to older
 * messages. Opening the newest page marks the other participant's messages read (older pages
 * change nothing). It also refreshes the other participant's name on the caller's list entry.
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
  const unreadSeen = me.lastMessageAt !== null && (me.unreadCount > 0 || me.lastReadAt !== me.lastMessageAt);
  if (!startKey && unreadSeen && (await markConversationRead(me))) {
    mine = { ...me, unreadCount: 0, lastReadAt: me.lastMessageAt };
  }
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
