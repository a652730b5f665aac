/**
 * THE scheduled-job table, the twin of the route table (routes.ts). The CDK jobs stack makes one
 * Lambda and one EventBridge rule per entry; `npm run dev` runs each entry on a local timer, and
 * the local gateway's test control `POST /__local/schedules/{name}/run` runs one at once, on the
 * shifted local clock. A job exists in both places or in neither. Later features add jobs only here.
 *
 * Jobs are called late, twice, or concurrently (EventBridge delivers at least once, and a slow
 * run can overlap the next): each must be idempotent and safe against itself.
 */
import type { Resource } from './routes';

export interface ScheduledJob {
  /** Stable, kebab-case: the rule's name, the local timer's label, the test control's path. */
  name: string;
  /** Path under functions/src without extension; the module exports `handler` (defineScheduledJob). */
  handler: string;
  /** How often a deployed stage runs it (EventBridge `rate(n minutes)`). */
  everyMinutes: number;
  /** How often `npm run dev` runs it; default 60 seconds. Tests run jobs only on demand. */
  localEverySeconds?: number;
  resources: readonly Resource[];
  /** Seconds; default 60. */
  timeoutSeconds?: number;
  /** MB; default 512. */
  memorySize?: number;
}

export const DEFAULT_JOB_TIMEOUT_SECONDS = 60;
export const DEFAULT_LOCAL_JOB_INTERVAL_SECONDS = 60;

export const scheduledJobs: readonly ScheduledJob[] = [
  // Issue 17: booking requests unanswered after 24 hours release their authorization and nights.
  { name: 'expire-booking-requests', handler: 'jobs/expire-booking-requests', everyMinutes: 5, localEverySeconds: 60, resources: ['table:write', 'payments'], timeoutSeconds: 120 },
  // Issue 22: message e-mails, stay reminders, review requests, visitor confirmations, the admins' digest
  // Issue 19: pending companies whose domain now carries its worknest-verification TXT record become active.
  { name: 'verify-pending-domains', handler: 'jobs/verify-pending-domains', everyMinutes: 60, localEverySeconds: 60, resources: ['table:write', 'dns'], timeoutSeconds: 60 },
  // Issue 38: self-serve companies left pending 14 days (domain unverified or setup fee unpaid) are removed.
  { name: 'expire-pending-companies', handler: 'jobs/expire-pending-companies', everyMinutes: 60, localEverySeconds: 300, resources: ['table:write', 'payments'], timeoutSeconds: 120 },
  // Issue 21: hosts are paid 24 h after check-out (Stripe Connect transfers); locally every minute
  { name: 'pay-hosts', handler: 'jobs/pay-hosts', everyMinutes: 10, localEverySeconds: 60, resources: ['table:write', 'payments'], timeoutSeconds: 120 },
  { name: 'send-notifications', handler: 'jobs/send-notifications', everyMinutes: 5, resources: ['table:write', 'mail', 'mail-links'], timeoutSeconds: 120 },
  // Issue 15: deleted listings whose clean-up (photos, nights, conversations) a request left unfinished.
  { name: 'finish-listing-cleanups', handler: 'jobs/finish-listing-cleanups', everyMinutes: 5, resources: ['table:write', 'uploads:delete'], timeoutSeconds: 120 },
  // Issue 15: an erased member's photo objects (the erasure records them; locally every minute).
  { name: 'purge-erased-photos', handler: 'jobs/purge-erased-photos', everyMinutes: 5, resources: ['table:write', 'uploads:read', 'uploads:delete'], timeoutSeconds: 120 },
  // Issue 20: imported calendars block nights (fetches of 10 s at most, 4 listings at a time).
  { name: 'sync-calendar-imports', handler: 'jobs/sync-calendar-imports', everyMinutes: 30, localEverySeconds: 1800, resources: ['table:write'], timeoutSeconds: 300 },
  // Issue 34: business stays onto their company's monthly invoice; past months' drafts finalized (on the 1st for the previous month).
  // Issue 35: business stays whose approval deadline passed get the policy's onDeadline (approve or decline); locally every minute.
  { name: 'expire-approvals', handler: 'jobs/expire-approvals', everyMinutes: 5, localEverySeconds: 60, resources: ['table:write', 'payments', 'company-fees', 'mail'], timeoutSeconds: 120 },
  { name: 'bill-company-stays', handler: 'jobs/bill-company-stays', everyMinutes: 20, localEverySeconds: 60, resources: ['table:write', 'payments', 'company-fees'], timeoutSeconds: 300 },
  // Issue 20: blind reviews the other side never answered are shown 14 days after check-out.
  { name: 'reveal-reviews', handler: 'jobs/reveal-reviews', everyMinutes: 30, resources: ['table:write'], timeoutSeconds: 120 },
  // Issue 41: each company's search snapshot, which a new search instance loads in one Query (ADR 0125).
  { name: 'refresh-search-snapshots', handler: 'jobs/refresh-search-snapshots', everyMinutes: 10, localEverySeconds: 600, resources: ['table:write'], timeoutSeconds: 300, memorySize: 1024 },
  // Issue 39: the new homes matching a saved search, daily or weekly as the search says (due times checked every 30 minutes).
  { name: 'send-search-alerts', handler: 'jobs/send-search-alerts', everyMinutes: 30, resources: ['table:write', 'mail', 'mail-links'], timeoutSeconds: 120 },
  // Issue 37: swap proposals not answered within 7 days expire (checked hourly; locally every minute).
  { name: 'expire-swaps', handler: 'jobs/expire-swaps', everyMinutes: 60, localEverySeconds: 60, resources: ['table:write'], timeoutSeconds: 120 },
  // Issue 36: last month's business travel to each company's HR, on the 1st (checked hourly; a missed 1st is done on the 2nd).
  { name: 'send-travel-summaries', handler: 'jobs/send-travel-summaries', everyMinutes: 60, resources: ['table:write', 'mail', 'mail-links'], timeoutSeconds: 300 },
];

const JOB_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** A stable, CloudFormation-safe name for a job's function, e.g. `JobExpireBookingRequests`. */
export function jobId(job: Pick<ScheduledJob, 'name'>): string {
  if (!JOB_NAME.test(job.name)) throw new Error(`Scheduled job name "${job.name}" must be kebab-case`);
  return `Job${job.name
    .split('-')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')}`;
}
