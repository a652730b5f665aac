import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlocksList } from '@worknest/shared/blocks-rules';
import { apiRequest } from '../../../lib/api-request';

/* Issue 39: the members the signed-in member blocked (the Block button invalidates the same key). */

export const BLOCKS_QUERY_KEY = ['/api/blocks'] as const;

export function blocksQueryOptions() {
  return queryOptions({ queryKey: BLOCKS_QUERY_KEY, queryFn: () => apiRequest<BlocksList>('GET', '/api/blocks') });
}

export function useBlocks() {
  return useQuery(blocksQueryOptions());
}

/** Undoes a block: the two members can contact each other and see each other's homes again. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest('DELETE', `/api/blocks/${encodeURIComponent(userId)}`),
    onSuccess: (_answer, userId) => {
      queryClient.setQueryData<BlocksList>(BLOCKS_QUERY_KEY, (list) => (list ? { items: list.items.filter((item) => item.userId !== userId) } : list));
      void queryClient.invalidateQueries({ queryKey: ['/api/listings'] });
    },
  });
}
