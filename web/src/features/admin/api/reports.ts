import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportPage, ReportView, ResolveReportBody } from '@worknest/shared/reports';
import { apiRequest } from '../../../lib/api-request';

export const REPORTS_QUERY_KEY = ['/api/admin/reports'] as const;

export function reportsQueryOptions(status: 'open' | 'resolved') {
  return infiniteQueryOptions({
    queryKey: [...REPORTS_QUERY_KEY, status],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ status });
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest<ReportPage>('GET', `/api/admin/reports?${query}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useReports(status: 'open' | 'resolved') {
  return useInfiniteQuery(reportsQueryOptions(status));
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ResolveReportBody & { id: string }) => apiRequest<ReportView>('POST', `/api/admin/reports/${encodeURIComponent(id)}/resolve`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}
