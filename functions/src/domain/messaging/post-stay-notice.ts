import { NEW_MESSAGE_EVENT, type NewMessageEvent } from '@worknest/shared/messaging';
import type { SystemLine } from '@worknest/shared/system-lines';
import { appendStayNotice } from './append-stay-notice';
import { toApiMessage } from './conversation-view';
import { pushToUsers } from './push-to-users';

/**
 * A short system line in the guest–host conversation about a listing (issue 17: "the booking's
 * conversation gets a short system line"), written by appendStayNotice (found or created like the
 * booking confirmation does, in the actor's name when they are one of the two, else the host's;
 * its code and values go with it, ADR 0187), and pushed to both like any message.
 */
export async function postStayNotice(stay: { guestId: string; hostId: string; listingId: string }, actorId: string, line: SystemLine): Promise<void> {
  const { conversation, senderId, stored } = await appendStayNotice(stay, actorId, line);
  const message = toApiMessage(stored, { [senderId]: stored.createdAt, [conversation.participantIds.find((id) => id !== senderId)!]: null });
  const event: NewMessageEvent = { type: NEW_MESSAGE_EVENT, message };
  await pushToUsers(conversation.participantIds, event);
}
