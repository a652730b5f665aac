import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingView } from '@worknest/shared/booking';
import type { ListingDetail, ListingPage } from '@worknest/shared/listing';
import type { SwapStay, SwapView } from '@worknest/shared/swap-rules';
import { apiRequest } from '../../../lib/api-request';
import { CREDITS_QUERY_KEY, creditsQueryOptions } from '../../../lib/credits-query';

/**
 * Issue 37: what the listing page needs of home exchange ("Pay with credits", "Propose a swap"):
 * the member's credits and whether the company runs swaps, a credit stay, a swap proposal, and the
 * member's own homes with their free nights. Same query keys as features/exchange, so one answer
 * serves both.
 */
export function useCreditsSummary() {
  return useQuery(creditsQueryOptions());
}

export function useBookWithCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stay: { listingId: string; checkIn: string; checkOut: string; numberOfGuests: number }) => apiRequest<BookingView>('POST', '/api/credit-stays', stay),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/bookings'] });
    },
  });
}

export function useProposeSwap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: { myListingId: string; theirListingId: string; myStay: SwapStay; theirStay: SwapStay; message?: string | null }) => apiRequest<SwapView>('POST', '/api/swaps', proposal),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/api/swaps'] }),
  });
}

/** The member's own homes (the first page of `GET /api/listings/mine`). */
export function useMyHomes() {
  return useQuery({ queryKey: ['/api/listings/mine', 'swap'], queryFn: () => apiRequest<ListingPage>('GET', '/api/listings/mine?limit=100') });
}

/** One home with its taken nights (`blockedDates`), for its calendar. */
export function useHomeDetail(id: string | null) {
  return useQuery({ queryKey: ['/api/listings', id], queryFn: () => apiRequest<ListingDetail>('GET', `/api/listings/${encodeURIComponent(id!)}`), enabled: id !== null });
}
