import type { SubmissionReceived, WaitlistSubmissionInput } from '@worknest/shared/marketing';
import { apiRequest } from '../../../lib/api-request';
import { useSubmission } from '../hooks/use-submission';

/** `POST /api/waitlist`: the waitlist modal and the quick form. */
export function joinWaitlist(input: WaitlistSubmissionInput): Promise<SubmissionReceived> {
  return apiRequest<SubmissionReceived>('POST', '/api/waitlist', input);
}

export function useJoinWaitlist() {
  return useSubmission(joinWaitlist);
}
