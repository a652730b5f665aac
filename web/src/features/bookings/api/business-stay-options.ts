import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessStayOptions } from '@worknest/shared/business-stay-rules';
import { apiRequest } from '../../../lib/api-request';

/** Issue 34: whether the member's company pays business stays (the booking panel's "Who pays?"), and its cost centres. */
export const BUSINESS_STAY_OPTIONS_QUERY_KEY = ['/api/business-stays/options'] as const;

export function businessStayOptionsQueryOptions() {
  return queryOptions({
    queryKey: BUSINESS_STAY_OPTIONS_QUERY_KEY,
    queryFn: () => apiRequest<BusinessStayOptions>('GET', '/api/business-stays/options'),
    // HR changes billing rarely; the panel need not ask again on every listing.
    staleTime: 5 * 60_000,
  });
}

export function useBusinessStayOptions() {
  return useQuery(businessStayOptionsQueryOptions());
}
