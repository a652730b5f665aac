import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalAnswer } from '@worknest/shared/approvals';
import { apiRequest } from '../../../lib/api-request';

/** Issue 35: `POST /api/approvals/{bookingId}/withdraw`: the traveller takes back a stay still waiting for approval. */
export function useWithdrawApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => apiRequest<ApprovalAnswer>('POST', `/api/approvals/${bookingId}/withdraw`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['/api/bookings'] }),
  });
}
