import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';

/** SPEC.md §8: a failed waitlist or demo submission. */
export function toastSubmissionFailed(error: unknown): void {
  toast({ title: 'Submission failed', description: serverMessage(error, 'Please try again later.'), variant: 'destructive' });
}
