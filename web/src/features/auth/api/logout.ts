import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { USER_QUERY_KEY } from '../../../lib/auth';

/** `POST /api/auth/logout`: ends the session and clears the cookie (204). */
export function logout(): Promise<void> {
  return apiRequest('POST', '/api/auth/logout');
}

/** Logs out and forgets every cached answer, so the next person on this browser sees nothing. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
    },
  });
}
