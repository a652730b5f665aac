import { messagePreview } from '@worknest/shared/messaging';
import type { SystemLine } from '@worknest/shared/system-lines';
import { appendMessage, type MessageRecord } from '../../store/messages';
import type { ConversationRecord } from '../../store/conversations';
import { startConversation } from './start-conversation';

/**
 * A short system line in the guest–host conversation about a listing (issue 17), found or
 * created like the booking confirmation does, without telling anyone's open sockets: for a
 * function with no `sockets` resource (the Stripe webhook), where a push cannot be made.
 * post-stay-notice.ts adds the push. It is sent in the name of `actorId` when that is one of the
 * two (so the other one sees it unread), else in the host's name (an admin acted); the line's
 * English is its content, its code and values go with it (issue 40, ADR 0187).
 */
export async function appendStayNotice(
  stay: { guestId: string; hostId: string; listingId: string },
  actorId: string,
  line: SystemLine,
): Promise<{ conversation: ConversationRecord; senderId: string; stored: MessageRecord }> {
  const { conversation } = await startConversation(stay);
  const senderId = actorId === stay.guestId ? stay.guestId : stay.hostId;
  // The members' entries hold the conversation's last message time; appendMessage reads them if the clock is behind it.
  const stored = await appendMessage({ ...conversation, lastMessageAt: null }, senderId, line.text, messagePreview(line.text), 'system', { code: line.code, values: line.values });
  return { conversation, senderId, stored };
}
