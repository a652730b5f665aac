import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MessagePage } from '@worknest/shared/messaging';
import { apiRequest } from '../../../lib/api-request';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';

export function messagesQueryKey(conversationId: string) {
  return [...CONVERSATIONS_QUERY_KEY, conversationId, 'messages'] as const;
}

/** `GET /api/conversations/{id}/messages`: the newest page first, each page oldest to newest; reading marks it read. */
export function getMessages(conversationId: string, cursor: string | null): Promise<MessagePage> {
  const path = `/api/conversations/${encodeURIComponent(conversationId)}/messages`;
  return apiRequest<MessagePage>('GET', cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path);
}

export function messagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: messagesQueryKey(conversationId),
    queryFn: ({ pageParam }) => getMessages(conversationId, pageParam),
    initialPageParam: null as string | null,
    // "Next" pages are older messages.
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useMessages(conversationId: string) {
  return useInfiniteQuery(messagesQueryOptions(conversationId));
}
