import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TravelPolicy } from '@worknest/shared/travel-policy-rules';
import { apiRequest } from '../../../lib/api-request';

/** Issue 35: HR's travel policy (`GET`/`PUT /api/hr/travel-policy`). */
export const TRAVEL_POLICY_QUERY_KEY = ['/api/hr/travel-policy'] as const;

export function useTravelPolicy() {
  return useQuery({ queryKey: TRAVEL_POLICY_QUERY_KEY, queryFn: () => apiRequest<TravelPolicy & { updatedAt: string | null }>('GET', '/api/hr/travel-policy') });
}

export function useSaveTravelPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: TravelPolicy) => apiRequest<TravelPolicy & { updatedAt: string | null }>('PUT', '/api/hr/travel-policy', policy),
    onSuccess: (saved) => queryClient.setQueryData(TRAVEL_POLICY_QUERY_KEY, saved),
  });
}

