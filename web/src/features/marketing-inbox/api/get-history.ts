import { useQuery } from '@tanstack/react-query';
import type { DemoRequestHistory, WaitlistHistory } from '@worknest/shared/marketing';
import { apiRequest } from '../../../lib/api-request';

export type HistoryForm = 'waitlist' | 'demo';

type HistoryOf<F extends HistoryForm> = F extends 'waitlist' ? WaitlistHistory : DemoRequestHistory;

/** `GET /api/waitlist/history?email=` or `/api/demo-request/history?email=`: every kept submission, newest first (admin only). */
export function useSubmissionHistory<F extends HistoryForm>(form: F, email: string, enabled: boolean) {
  const path = form === 'waitlist' ? '/api/waitlist/history' : '/api/demo-request/history';
  return useQuery({
    queryKey: [path, email],
    queryFn: () => apiRequest<HistoryOf<F>>('GET', `${path}?${new URLSearchParams({ email })}`),
    enabled,
  });
}
