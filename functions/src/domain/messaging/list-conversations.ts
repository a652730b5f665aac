import { CONVERSATIONS_PAGE_SIZE, type ConversationPage } from '@worknest/shared/messaging';
import { encodeCursor } from '../../store/conditional';
import { getUnreadTotal, listMemberConversations, memberConversationsCursor } from '../../store/conversations';
import { toApiConversation } from './conversation-view';

/** The caller's conversations, most recent activity first: one Query for the page, one read for the unread total. */
export async function listConversations(userId: string, page: { limit?: number; cursor?: string }): Promise<ConversationPage> {
  const startKey = memberConversationsCursor(userId, page.cursor);
  const [{ members, lastKey }, unreadTotal] = await Promise.all([
    listMemberConversations(userId, page.limit ?? CONVERSATIONS_PAGE_SIZE, startKey),
    getUnreadTotal(userId),
  ]);
  return { items: members.map(toApiConversation), nextCursor: encodeCursor(lastKey), unreadTotal };
}
