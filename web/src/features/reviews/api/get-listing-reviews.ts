import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingReviews, PublicReview } from '@worknest/shared/review';
import { apiRequest } from '../../../lib/api-request';

/** `GET /api/listings/{id}/reviews`: one page of approved reviews, with the average and count. */
export function getListingReviews(listingId: string, cursor: string | null): Promise<ListingReviews> {
  const params = new URLSearchParams({ limit: '6' });
  if (cursor) params.set('cursor', cursor);
  return apiRequest('GET', `/api/listings/${encodeURIComponent(listingId)}/reviews?${params}`);
}

export function listingReviewsQueryOptions(listingId: string) {
  return infiniteQueryOptions({
    // Under the listing's own key, so whatever refreshes the listing refreshes its reviews.
    queryKey: ['/api/listings', listingId, 'reviews'],
    queryFn: ({ pageParam }) => getListingReviews(listingId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useListingReviews(listingId: string) {
  return useInfiniteQuery(listingReviewsQueryOptions(listingId));
}

/** `POST /api/reviews/{id}/reply {text}`: the host's one reply to a published review. */
export function replyToReview(reviewId: string, text: string): Promise<PublicReview> {
  return apiRequest('POST', `/api/reviews/${encodeURIComponent(reviewId)}/reply`, { text });
}

export function useReplyToReview(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) => replyToReview(reviewId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/listings', listingId, 'reviews'] }),
  });
}
