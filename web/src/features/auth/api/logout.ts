import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { rememberSession } from '../../../lib/session-hint';

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
      // The hint goes first, so nothing still mounted refetches into a 401 (issue 13).
      rememberSession(false);
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
    },
  });
}
