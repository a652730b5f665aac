import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EligibilityRequest, User } from '@worknest/shared/auth';
import { apiRequest } from '../../../lib/api-request';
import { USER_QUERY_KEY } from '../../../lib/auth';

/** `POST /api/auth/confirm-eligibility`: records the member's names, "18 or older" and "accepts the Terms". */
export function confirmEligibility(request: EligibilityRequest): Promise<User> {
  return apiRequest('POST', '/api/auth/confirm-eligibility', request);
}

export function useConfirmEligibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEligibility,
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
