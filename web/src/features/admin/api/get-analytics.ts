import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsReport } from '@worknest/shared/analytics';
import { apiRequest } from '../../../lib/api-request';

export const ANALYTICS_QUERY_KEY = ['/api/admin/analytics'] as const;

/** `GET /api/admin/analytics?weeks=&domain=`. */
export function getAnalytics(weeks: number, domain: string | null): Promise<AnalyticsReport> {
  const params = new URLSearchParams({ weeks: String(weeks) });
  if (domain) params.set('domain', domain);
  return apiRequest('GET', `/api/admin/analytics?${params}`);
}

export function analyticsQueryOptions(weeks: number, domain: string | null) {
  return queryOptions({ queryKey: [...ANALYTICS_QUERY_KEY, weeks, domain], queryFn: () => getAnalytics(weeks, domain) });
}

export function useAnalytics(weeks: number, domain: string | null) {
  return useQuery(analyticsQueryOptions(weeks, domain));
}
