import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@worknest/shared/auth';
import type { Employee } from '@worknest/shared/people';
import { apiRequest } from '../../../lib/api-request';
import { ADMIN_USERS_QUERY_KEY } from './find-user';
import { COMPANY_MEMBERS_QUERY_KEY } from './get-company-members';

/** `PATCH /api/admin/users/{id} {role}`. */
export function changeUserRole(id: string, role: Role): Promise<Employee> {
  return apiRequest('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, { role });
}

/** `POST /api/hr/employees/{id}/deactivate|reactivate` (admins may call the HR routes for anyone). */
export function setUserActive(id: string, active: boolean): Promise<Employee> {
  return apiRequest('POST', `/api/hr/employees/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`);
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: COMPANY_MEMBERS_QUERY_KEY }),
    ]);
}

export function useChangeUserRole() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: ({ id, role }: { id: string; role: Role }) => changeUserRole(id, role), onSuccess: refresh });
}

/** `DELETE /api/admin/users/{id}`: erases a member on their request (issue 13). */
export function eraseUser(id: string): Promise<{ erased: boolean; pseudonym: string }> {
  return apiRequest('DELETE', `/api/admin/users/${encodeURIComponent(id)}`);
}

export function useEraseUser() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: (id: string) => eraseUser(id), onSuccess: refresh });
}

export function useSetUserActive() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: ({ id, active }: { id: string; active: boolean }) => setUserActive(id, active), onSuccess: refresh });
}
