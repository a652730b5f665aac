import { MESSAGES_PAGE_SIZE, participantName, type Conversation, type ConversationStay, type MessagePage } from '@worknest/shared/messaging';
import { stayPagePath } from '@worknest/shared/stay-links';
import { findLatestGuestStay } from '../../store/conversation-stays';
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
  companyDomain?: string,
): Promise<MessagePage> {
  // Members first, then messages: every message the member items count is then in the page.
  const { me, other } = await requireParticipant(conversationId, userId);
  const startKey = messagesCursor(conversationId, page.cursor);
  const [{ messages, lastKey }, otherUser, stay] = await Promise.all([
    listMessages(conversationId, page.limit ?? MESSAGES_PAGE_SIZE, startKey),
    getUser(other.userId),
    // The stay's card sits above the first page only: older pages do not read it again.
    page.cursor ? Promise.resolve(undefined) : conversationStay(me, companyDomain),
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
    ...(stay === undefined ? {} : { stay }),
  };
}

/**
 * The stay a conversation is about (issue 29): the guest's latest trip at its listing with its
 * host. A conversation is created guest first (startConversation: `[guest, host]`), so the first
 * participant is the guest; the booking must name both, and be of the reader's company. One
 * Query of the guest's trips index (rarely more: see findLatestGuestStay).
 */
async function conversationStay(
  me: { userId: string; participantIds: readonly string[]; listingId: string | null },
  companyDomain: string | undefined,
): Promise<ConversationStay | null> {
  if (!me.listingId) return null;
  const [guestId, hostId] = me.participantIds;
  if (!guestId || !hostId) return null;
  const stay = await findLatestGuestStay(guestId, hostId, me.listingId);
  if (!stay || (companyDomain !== undefined && stay.companyDomain !== companyDomain)) return null;
  const side = me.userId === stay.guestId ? 'guest' : 'host';
  return {
    bookingId: stay.id,
    listingTitle: stay.listingTitle,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights,
    numberOfGuests: stay.numberOfGuests,
    status: stay.status,
    side,
    path: stayPagePath(stay.id, side),
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
