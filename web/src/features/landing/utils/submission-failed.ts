import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { translate } from '../../../lib/i18n';

/** SPEC.md §8: a failed waitlist or demo submission. */
export function toastSubmissionFailed(error: unknown): void {
  toast({ title: translate('landing', 'failed.title'), description: serverMessage(error, translate('landing', 'failed.text')), variant: 'destructive' });
}
