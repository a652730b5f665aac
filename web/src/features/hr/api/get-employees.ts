import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EmployeePage } from '@worknest/shared/people';
import { apiRequest } from '../../../lib/api-request';

export const EMPLOYEES_QUERY_KEY = ['/api/hr/employees'] as const;

/** `GET /api/hr/employees`: one page of the caller's company (an admin may name another domain). */
export function getEmployees(cursor: string | null, domain?: string): Promise<EmployeePage & { domain: string }> {
  const params = new URLSearchParams({ limit: '50' });
  if (cursor) params.set('cursor', cursor);
  if (domain) params.set('domain', domain);
  return apiRequest('GET', `/api/hr/employees?${params}`);
}

export function employeesQueryOptions(domain?: string) {
  return infiniteQueryOptions({
    queryKey: [...EMPLOYEES_QUERY_KEY, domain ?? 'own'],
    queryFn: ({ pageParam }) => getEmployees(pageParam, domain),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useEmployees(domain?: string) {
  return useInfiniteQuery(employeesQueryOptions(domain));
}
