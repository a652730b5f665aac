import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@worknest/shared/messaging';
import { apiRequest } from '../../../lib/api-request';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';

/** `POST /api/conversations/{id}/read`: the member has seen the thread (reading it with GET marks nothing). */
export function markConversationRead(conversationId: string): Promise<{ conversation: Conversation }> {
  return apiRequest('POST', `/api/conversations/${encodeURIComponent(conversationId)}/read`);
}

/** Marks a thread read, then reloads the list (and so the header's unread count). */
export function useMarkConversationRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(conversationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY, exact: true }),
  });
}
