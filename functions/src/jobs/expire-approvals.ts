import { expireDueApprovals } from '../domain/approvals/decide-approval';
import { defineScheduledJob } from './define-scheduled-job';

/**
 * Issue 35: business stays whose approval deadline passed get what their company's policy said
 * when they were created (`onDeadline`): approved (the stay goes on as any business stay) or
 * declined (`rejected`, nights released, the traveller told). Safe twice and concurrently: each
 * decision is the booking's conditional write, so a stay decided meanwhile is skipped.
 */
export const handler = defineScheduledJob('expire-approvals', async ({ now }) => expireDueApprovals(now));
