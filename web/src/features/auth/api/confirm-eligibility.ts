import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@worknest/shared/auth';
import { apiRequest } from '../../../lib/api-request';
import { USER_QUERY_KEY } from '../../../lib/auth';

/** `POST /api/auth/confirm-eligibility`: records "18 or older" and "accepts the Terms". */
export function confirmEligibility(): Promise<User> {
  return apiRequest('POST', '/api/auth/confirm-eligibility', { isAdult: true, acceptsTerms: true });
}

export function useConfirmEligibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEligibility,
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
