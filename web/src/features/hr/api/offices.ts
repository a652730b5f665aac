import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Office, OfficeInput } from '@worknest/shared/offices';
import { apiRequest } from '../../../lib/api-request';

/** Issue 41: HR's offices. */
export const HR_OFFICES_QUERY_KEY = ['/api/hr/offices'] as const;

/** `GET /api/hr/offices`: the company's offices with where each was placed. */
export function hrOfficesQueryOptions() {
  return queryOptions({ queryKey: HR_OFFICES_QUERY_KEY, queryFn: () => apiRequest<{ offices: Office[] }>('GET', '/api/hr/offices') });
}

export function useHrOffices() {
  return useQuery(hrOfficesQueryOptions());
}

/**
 * `PUT /api/hr/offices`: the whole list after one change (`officesAfter`); the server geocodes new
 * and changed addresses and answers the list as saved. Members' list (`GET /api/offices`) is read
 * again when next needed.
 */
export function useSaveOffices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offices: OfficeInput[]) => apiRequest<{ offices: Office[] }>('PUT', '/api/hr/offices', { offices }),
    onSuccess: (answer) => {
      queryClient.setQueryData(HR_OFFICES_QUERY_KEY, answer);
      void queryClient.invalidateQueries({ queryKey: ['/api/offices'] });
    },
  });
}
