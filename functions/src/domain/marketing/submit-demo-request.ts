import type { DemoRequestSubmission } from '@worknest/shared/marketing';
import { HONEYPOT_FIELD } from '@worknest/shared/marketing-options';
import { logger } from '../../logging/logger';
import { upsertDemoRequest } from '../../store/marketing';
import { scheduleMarketingConfirmation } from '../notifications/schedule-notices';
import { DEMO_REQUEST_LIMIT_PER_IP, withinSubmissionLimit } from './submission-rate-limits';

/**
 * Records a demo request, or updates the e-mail's earlier one. A filled honeypot, or a
 * submission past the rate limit, stores nothing; the caller answers the same.
 */
export async function submitDemoRequest(submission: DemoRequestSubmission, ip: string): Promise<void> {
  if (!(await withinSubmissionLimit(DEMO_REQUEST_LIMIT_PER_IP, ip))) return;
  if (submission[HONEYPOT_FIELD]) {
    logger.info('demo request dropped: honeypot filled');
    return;
  }
  const { created } = await upsertDemoRequest(submission);
  logger.info(created ? 'demo request created' : 'demo request updated', { role: submission.role });
  await scheduleMarketingConfirmation('demo', submission.email, submission.name, submission.locale);
}
