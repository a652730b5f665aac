import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewReviewInput, OwnReview, StayReviewState } from '@worknest/shared/review';
import { apiRequest } from '../../../lib/api-request';

export const STAY_REVIEW_QUERY_KEY = ['/api/reviews/booking'] as const;

/** `GET /api/reviews/booking/{bookingId}`: my review of this stay, or whether I may write one. */
export function getStayReview(bookingId: string): Promise<StayReviewState> {
  return apiRequest('GET', `/api/reviews/booking/${encodeURIComponent(bookingId)}`);
}

export function stayReviewQueryOptions(bookingId: string) {
  return queryOptions({ queryKey: [...STAY_REVIEW_QUERY_KEY, bookingId], queryFn: () => getStayReview(bookingId) });
}

/**
 * `known`: the state a booking list already answered (issue 31: `GET /api/bookings` and
 * `/api/bookings/host` carry it), so the page asks nothing per stay; asked only when missing. After
 * a review is written its key is invalidated and asked again.
 */
export function useStayReview(bookingId: string, known?: StayReviewState | null) {
  return useQuery({ ...stayReviewQueryOptions(bookingId), initialData: known ?? undefined });
}

/** `POST /api/reviews {bookingId, rating, comment}`. */
export function createReview(input: NewReviewInput): Promise<OwnReview> {
  return apiRequest('POST', '/api/reviews', input);
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (_review, input) => queryClient.invalidateQueries({ queryKey: [...STAY_REVIEW_QUERY_KEY, input.bookingId] }),
  });
}
