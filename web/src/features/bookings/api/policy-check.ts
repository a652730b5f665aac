import { useQuery } from '@tanstack/react-query';
import type { PolicyCheck } from '@worknest/shared/travel-policy-rules';
import { apiRequest } from '../../../lib/api-request';

/**
 * Issue 35: `GET /api/listings/{id}/policy-check` for the booking panel's business trip (the
 * checkout asks the same, under the same query key, so the answer is shared).
 */
export function usePanelPolicyCheck(listingId: string, stay: { checkIn: string; checkOut: string } | null) {
  return useQuery({
    queryKey: ['/api/listings', listingId, 'policy-check', stay?.checkIn, stay?.checkOut],
    queryFn: () => apiRequest<PolicyCheck>('GET', `/api/listings/${encodeURIComponent(listingId)}/policy-check?checkIn=${stay!.checkIn}&checkOut=${stay!.checkOut}`),
    enabled: stay !== null,
  });
}
