import { messagePreview, NEW_MESSAGE_EVENT, type NewMessageEvent } from '@worknest/shared/messaging';
import { appendMessage } from '../../store/messages';
import { toApiMessage } from './conversation-view';
import { pushToUsers } from './push-to-users';
import { startConversation } from './start-conversation';

/**
 * A short system line in the guest–host conversation about a listing (issue 17: "the booking's
 * conversation gets a short system line"), found or created like the booking confirmation does.
 * It is sent in the name of `actorId` when that is one of the two (so the other one sees it
 * unread), else in the host's name (an admin acted), and pushed to both like any message.
 */
export async function postStayNotice(stay: { guestId: string; hostId: string; listingId: string }, actorId: string, content: string): Promise<void> {
  const { conversation } = await startConversation(stay);
  const senderId = actorId === stay.guestId ? stay.guestId : stay.hostId;
  // The members' entries hold the conversation's last message time; appendMessage reads them if the clock is behind it.
  const stored = await appendMessage({ ...conversation, lastMessageAt: null }, senderId, content, messagePreview(content), 'system');
  const message = toApiMessage(stored, { [senderId]: stored.createdAt, [conversation.participantIds.find((id) => id !== senderId)!]: null });
  const event: NewMessageEvent = { type: NEW_MESSAGE_EVENT, message };
  await pushToUsers(conversation.participantIds, event);
}
