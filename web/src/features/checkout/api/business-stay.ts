import { useQuery } from '@tanstack/react-query';
import type { BookingView } from '@worknest/shared/booking';
import type { BusinessStayRequest } from '@worknest/shared/business-stay-rules';
import type { ListingDetail } from '@worknest/shared/listing';
import type { PolicyCheck } from '@worknest/shared/travel-policy-rules';
import { apiRequest } from '../../../lib/api-request';

/** `POST /api/business-stays` (issue 34): 201 with the booking; 402 with the card's message, 400/409 with the reason. */
export function createBusinessStay(request: BusinessStayRequest): Promise<BookingView> {
  return apiRequest<BookingView>('POST', '/api/business-stays', request);
}

/**
 * The listing of a business trip's checkout, for its price and booking mode (the server decides the
 * amount). The listing page's own query key, so the answer it already has is used.
 */
export function useStayListing(listingId: string) {
  return useQuery({
    queryKey: ['/api/listings', listingId],
    queryFn: () => apiRequest<ListingDetail>('GET', `/api/listings/${encodeURIComponent(listingId)}`),
  });
}

/** `GET /api/listings/{id}/policy-check`: the booking panel's "In policy" or reasons. */
export function usePolicyCheck(listingId: string, stay: { checkIn: string; checkOut: string } | null) {
  return useQuery({
    queryKey: ['/api/listings', listingId, 'policy-check', stay?.checkIn, stay?.checkOut],
    queryFn: () => apiRequest<PolicyCheck>('GET', `/api/listings/${listingId}/policy-check?checkIn=${stay!.checkIn}&checkOut=${stay!.checkOut}`),
    enabled: stay !== null,
  });
}
