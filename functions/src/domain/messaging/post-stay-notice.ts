import { messagePreview, NEW_MESSAGE_EVENT, type NewMessageEvent } from '@worknest/shared/messaging';
import type { SystemLine } from '@worknest/shared/system-lines';
import { appendMessage } from '../../store/messages';
import { toApiMessage } from './conversation-view';
import { pushToUsers } from './push-to-users';
import { startConversation } from './start-conversation';

/**
 * A short system line in the guest–host conversation about a listing (issue 17: "the booking's
 * conversation gets a short system line"), found or created like the booking confirmation does.
 * It is sent in the name of `actorId` when that is one of the two (so the other one sees it
 * unread), else in the host's name (an admin acted), and pushed to both like any message. The
 * line's English is its content; its code and values go with it (issue 40, ADR 0187) so each
 * member reads it in their language.
 */
export async function postStayNotice(stay: { guestId: string; hostId: string; listingId: string }, actorId: string, line: SystemLine): Promise<void> {
  const { conversation } = await startConversation(stay);
  const senderId = actorId === stay.guestId ? stay.guestId : stay.hostId;
  // The members' entries hold the conversation's last message time; appendMessage reads them if the clock is behind it.
  const stored = await appendMessage({ ...conversation, lastMessageAt: null }, senderId, line.text, messagePreview(line.text), 'system', { code: line.code, values: line.values });
  const message = toApiMessage(stored, { [senderId]: stored.createdAt, [conversation.participantIds.find((id) => id !== senderId)!]: null });
  const event: NewMessageEvent = { type: NEW_MESSAGE_EVENT, message };
  await pushToUsers(conversation.participantIds, event);
}
