import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberOffice } from '@worknest/shared/offices';
import { apiRequest } from '../../../lib/api-request';

/** `GET /api/offices` (issue 41): my company's offices, to search near one. */
export function officesQueryOptions() {
  return queryOptions({ queryKey: ['/api/offices'], queryFn: () => apiRequest<{ offices: MemberOffice[] }>('GET', '/api/offices') });
}

export function useOffices(enabled = true) {
  return useQuery({ ...officesQueryOptions(), enabled });
}
