import { payDueStays } from '../domain/payouts/pay-due-stays';
import { defineScheduledJob } from './define-scheduled-job';

/**
 * Issue 21: stays whose payout is due (24 h after check-out) are paid to their hosts' Stripe
 * Express accounts, once each, however often and however concurrently this runs
 * (domain/payouts/pay-due-stays.ts).
 */
export const handler = defineScheduledJob('pay-hosts', async ({ now }) => payDueStays(now));
