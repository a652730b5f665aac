import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReview, AdminReviewPage } from '@worknest/shared/review';
import { apiRequest } from '../../../lib/api-request';

export const PENDING_REVIEWS_QUERY_KEY = ['/api/admin/reviews'] as const;

/** `GET /api/admin/reviews`: one page of the moderation queue, oldest first. */
export function getPendingReviews(cursor: string | null): Promise<AdminReviewPage> {
  const params = new URLSearchParams({ limit: '25' });
  if (cursor) params.set('cursor', cursor);
  return apiRequest('GET', `/api/admin/reviews?${params}`);
}

export function usePendingReviews() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: PENDING_REVIEWS_QUERY_KEY,
      queryFn: ({ pageParam }) => getPendingReviews(pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  );
}

/** `POST /api/admin/reviews/{id}/approve|reject`. */
export function moderateReview(id: string, approve: boolean): Promise<AdminReview> {
  return apiRequest('POST', `/api/admin/reviews/${encodeURIComponent(id)}/${approve ? 'approve' : 'reject'}`);
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) => moderateReview(id, approve),
    // The listing's reviews change too; they are fetched fresh when the listing is opened.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: PENDING_REVIEWS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: ['/api/listings'] })]),
  });
}
