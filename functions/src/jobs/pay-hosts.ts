import { payDueStays } from '../domain/payouts/pay-due-stays';
import { redactErasedPayoutAccounts } from '../domain/payouts/redact-erased-accounts';
import { defineScheduledJob } from './define-scheduled-job';

/**
 * Issue 21: stays whose payout is due (24 h after check-out) are paid to their hosts' Stripe
 * Express accounts, once each, however often and however concurrently this runs
 * (domain/payouts/pay-due-stays.ts). Then erased members' accounts are redacted at Stripe (issue 33,
 * domain/payouts/redact-erased-accounts.ts).
 */
export const handler = defineScheduledJob('pay-hosts', async ({ now }) => {
  const paid = await payDueStays(now);
  const redacted = await redactErasedPayoutAccounts();
  // A job's summary is flat (JobSummary: one log line of plain values).
  return { ...paid, accountsRedacted: redacted.redacted, accountsRedactionFailed: redacted.failed };
});
