import type { Conversation, Message } from '@worknest/shared/messaging';
import type { ConversationMemberRecord } from '../../store/conversations';
import type { MessageRecord } from '../../store/messages';

/** A conversation as its member sees it, from their member item alone (no further reads). */
export function toApiConversation(member: ConversationMemberRecord): Conversation {
  return {
    id: member.conversationId,
    participantIds: member.participantIds,
    listingId: member.listingId,
    listingTitle: member.listingId ? member.listingTitle : null,
    otherParticipant: { id: member.otherUserId, name: member.otherName },
    lastMessage:
      member.lastMessageAt && member.lastMessageSenderId
        ? {
            preview: member.lastMessagePreview ?? '',
            senderId: member.lastMessageSenderId,
            createdAt: member.lastMessageAt,
            ...(member.lastMessageKind ? { kind: member.lastMessageKind } : {}),
            ...(member.lastMessageCode ? { code: member.lastMessageCode } : {}),
            ...(member.lastMessageValues ? { values: { ...member.lastMessageValues } } : {}),
          }
        : null,
    lastMessageAt: member.lastMessageAt,
    unreadCount: member.unreadCount,
    createdAt: member.createdAt,
  };
}

/**
 * A message with its read state, derived from the recipient's read mark: the recipient has read
 * every message created at or before `lastReadAt` (store/messages.ts explains why that is exact).
 */
export function toApiMessage(message: MessageRecord, readMarks: Record<string, string | null>): Message {
  const recipientReadAt = Object.entries(readMarks).find(([userId]) => userId !== message.senderId)?.[1] ?? null;
  return {
    id: message.id,
    conversationId: message.conversationId,
    senderId: message.senderId,
    content: message.content,
    isRead: recipientReadAt !== null && message.createdAt <= recipientReadAt,
    createdAt: message.createdAt,
    kind: message.kind ?? 'user',
    ...(message.code ? { code: message.code } : {}),
    ...(message.values ? { values: { ...message.values } } : {}),
  };
}
