import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee } from '@worknest/shared/people';
import { apiRequest } from '../../../lib/api-request';
import { EMPLOYEES_QUERY_KEY } from './get-employees';

/** `PUT /api/hr/employees/{id}/manager` (issue 35): who approves the member's business stays besides HR; null removes it. */
export function setEmployeeManager(id: string, managerId: string | null): Promise<Employee> {
  return apiRequest('PUT', `/api/hr/employees/${encodeURIComponent(id)}/manager`, { managerId });
}

export function useSetEmployeeManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, managerId }: { id: string; managerId: string | null }) => setEmployeeManager(id, managerId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
  });
}
