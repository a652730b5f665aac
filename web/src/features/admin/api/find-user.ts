import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Employee } from '@worknest/shared/people';
import { apiRequest } from '../../../lib/api-request';

export const ADMIN_USERS_QUERY_KEY = ['/api/admin/users'] as const;

/** `GET /api/admin/users?email=`: the member with this address in any company (0 or 1 item). */
export function findUser(email: string): Promise<{ items: Employee[] }> {
  return apiRequest('GET', `/api/admin/users?${new URLSearchParams({ email })}`);
}

export function findUserQueryOptions(email: string | null) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, email],
    queryFn: () => findUser(email!),
    enabled: email !== null,
  });
}

export function useFindUser(email: string | null) {
  return useQuery(findUserQueryOptions(email));
}
