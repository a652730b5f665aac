import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@worknest/shared/privacy';
import { apiRequest } from '../../../lib/api-request';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { rememberSession } from '../../../lib/session-hint';

/** `DELETE /api/users/me {confirmEmail}`: erases the account (409 while a stay is ahead). */
export function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  return apiRequest('DELETE', '/api/users/me', body);
}

/** Deletes the account and forgets every cached answer, like a logout. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      rememberSession(false);
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
    },
  });
}
