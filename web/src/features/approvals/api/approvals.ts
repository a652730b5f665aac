import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalAnswer, ApprovalLinkPreview, ApprovalList } from '@worknest/shared/approvals';
import { apiRequest } from '../../../lib/api-request';

/** Issue 35: approvals, the e-mail link page and HR's travel policy. */
export const APPROVALS_QUERY_KEY = ['/api/approvals'] as const;

export function approvalsQueryOptions() {
  return queryOptions({ queryKey: APPROVALS_QUERY_KEY, queryFn: () => apiRequest<ApprovalList>('GET', '/api/approvals') });
}

export function useApprovals() {
  return useQuery(approvalsQueryOptions());
}

/** `POST /api/approvals/{bookingId}/approve|reject` (reject with a reason). */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: string; decision: 'approve' | 'reject'; reason?: string }) =>
      apiRequest<ApprovalAnswer>('POST', `/api/approvals/${input.bookingId}/${input.decision}`, input.decision === 'reject' ? { reason: input.reason } : undefined),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY }),
  });
}

/** The e-mail link page: what the link is about (decides nothing). */
export function useApprovalLinkPreview(token: string) {
  return useQuery({
    queryKey: ['/api/approval-links/preview', token],
    queryFn: () => apiRequest<ApprovalLinkPreview>('POST', '/api/approval-links/preview', { token }),
    enabled: token.length > 0,
    retry: false,
  });
}

export function useDecideByLink() {
  return useMutation({
    mutationFn: (input: { token: string; reason?: string }) => apiRequest<ApprovalAnswer>('POST', '/api/approval-links/decide', input),
  });
}

