import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationPage } from '@worknest/shared/messaging';
import { apiRequest } from '../../../lib/api-request';

/** The list's key; every thread key starts with it too, so one prefix reloads all after a reconnect. */
export const CONVERSATIONS_QUERY_KEY = ['/api/conversations'] as const;

/** `GET /api/conversations`: one page, most recent activity first. */
export function getConversations(cursor: string | null): Promise<ConversationPage> {
  return apiRequest<ConversationPage>('GET', cursor ? `/api/conversations?cursor=${encodeURIComponent(cursor)}` : '/api/conversations');
}

export function conversationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: CONVERSATIONS_QUERY_KEY,
    queryFn: ({ pageParam }) => getConversations(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The signed-in member's conversations; the header reads the unread total from the first page. */
export function useConversations() {
  return useInfiniteQuery(conversationsQueryOptions());
}
