import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@worknest/shared/messaging';
import { apiRequest } from '../../../lib/api-request';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';

/** `POST /api/conversations {listingId}`: finds or creates the conversation with the listing's host. */
export function startConversation(listingId: string): Promise<Conversation> {
  return apiRequest<Conversation>('POST', '/api/conversations', { listingId });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY, exact: true }),
  });
}
