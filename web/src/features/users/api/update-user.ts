import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, User } from '@worknest/shared/auth';
import { apiRequest } from '../../../lib/api-request';
import { USER_QUERY_KEY } from '../../../lib/auth';

/** `PATCH /api/users/{id}`: an absent field clears the stored value (SPEC.md §5 Profile). */
export function updateUser(id: string, changes: ProfileUpdate): Promise<User> {
  return apiRequest('PATCH', `/api/users/${encodeURIComponent(id)}`, changes);
}

/** Updates the signed-in member's own profile and refreshes "me" with the answer. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ProfileUpdate }) => updateUser(id, changes),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
