import type { WaitlistSubmission } from '@worknest/shared/marketing';
import { HONEYPOT_FIELD } from '@worknest/shared/marketing-options';
import { logger } from '../../logging/logger';
import { upsertWaitlistEntry } from '../../store/marketing';
import { scheduleMarketingConfirmation } from '../notifications/schedule-notices';
import { withinSubmissionLimit, WAITLIST_LIMIT_PER_IP } from './submission-rate-limits';

/**
 * Puts an e-mail on the waitlist, or updates its entry when it is already there. A filled
 * honeypot, or a submission past the rate limit, stores nothing; the caller answers the same.
 */
export async function submitWaitlist(submission: WaitlistSubmission, ip: string): Promise<void> {
  if (!(await withinSubmissionLimit(WAITLIST_LIMIT_PER_IP, ip))) return;
  if (submission[HONEYPOT_FIELD]) {
    logger.info('waitlist submission dropped: honeypot filled');
    return;
  }
  // Employees sign up for themselves: a company name typed before switching role is not theirs to give.
  const entry = submission.role === 'employee' ? { ...submission, companyName: undefined } : submission;
  const { created } = await upsertWaitlistEntry(entry);
  logger.info(created ? 'waitlist entry created' : 'waitlist entry updated', { role: entry.role, source: entry.source });
  await scheduleMarketingConfirmation('waitlist', entry.email, null, entry.locale);
}
