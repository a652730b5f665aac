import { NotFoundError } from '../errors';
import { getConversationMembers, type ConversationMemberRecord } from '../../store/conversations';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

/**
 * The caller's and the other participant's member items. Anyone who is not a participant gets
 * the same 404 as for an id that does not exist, so they learn nothing about it.
 */
export async function requireParticipant(
  conversationId: string,
  userId: string,
): Promise<{ me: ConversationMemberRecord; other: ConversationMemberRecord }> {
  const members = await getConversationMembers(conversationId);
  const me = members.find((member) => member.userId === userId);
  const other = members.find((member) => member.userId !== userId);
  if (!me || !other) throw new NotFoundError(CONVERSATION_NOT_FOUND);
  return { me, other };
}
