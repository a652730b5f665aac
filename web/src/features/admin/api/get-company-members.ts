import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EmployeePage } from '@worknest/shared/people';
import { apiRequest } from '../../../lib/api-request';

export const COMPANY_MEMBERS_QUERY_KEY = ['/api/hr/employees', 'admin'] as const;

/** `GET /api/hr/employees?domain=`: one page of a company's members, by e-mail. */
export function getCompanyMembers(domain: string, cursor: string | null): Promise<EmployeePage & { domain: string }> {
  const params = new URLSearchParams({ domain, limit: '50' });
  if (cursor) params.set('cursor', cursor);
  return apiRequest('GET', `/api/hr/employees?${params}`);
}

export function useCompanyMembers(domain: string | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...COMPANY_MEMBERS_QUERY_KEY, domain],
      queryFn: ({ pageParam }) => getCompanyMembers(domain!, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      enabled: domain !== null,
    }),
  );
}
