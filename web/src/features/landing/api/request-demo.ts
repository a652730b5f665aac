import type { DemoRequestSubmissionInput, SubmissionReceived } from '@worknest/shared/marketing';
import { apiRequest } from '../../../lib/api-request';
import { useSubmission } from '../hooks/use-submission';

/** `POST /api/demo-request`: the demo modal. */
export function requestDemo(input: DemoRequestSubmissionInput): Promise<SubmissionReceived> {
  return apiRequest<SubmissionReceived>('POST', '/api/demo-request', input);
}

export function useRequestDemo() {
  return useSubmission(requestDemo);
}
