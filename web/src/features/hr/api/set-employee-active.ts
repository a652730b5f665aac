import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee } from '@worknest/shared/people';
import { apiRequest } from '../../../lib/api-request';
import { EMPLOYEES_QUERY_KEY } from './get-employees';

/** `POST /api/hr/employees/{id}/deactivate|reactivate`. */
export function setEmployeeActive(id: string, active: boolean): Promise<Employee> {
  return apiRequest('POST', `/api/hr/employees/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`);
}

export function useSetEmployeeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setEmployeeActive(id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
  });
}
