import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@worknest/shared/messaging';
import { apiRequest } from '../../../lib/api-request';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';
import { messagesQueryKey } from './get-messages';

/** `POST /api/conversations/{id}/messages {content}`. */
export function sendMessage(conversationId: string, content: string): Promise<Message> {
  return apiRequest<Message>('POST', `/api/conversations/${encodeURIComponent(conversationId)}/messages`, { content });
}

/**
 * Sends and reloads the thread and the list. The socket push does the same a moment later; doing
 * it here as well keeps the sender's view right while the socket is reconnecting.
 */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendMessage(conversationId, content),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesQueryKey(conversationId) }),
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY, exact: true }),
      ]),
  });
}
