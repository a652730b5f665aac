import { redactConnectedAccount } from '../../adapters/payments/transfers';
import { logger } from '../../logging/logger';
import { forgetStripeRedaction, listStripeRedactions } from '../../store/payouts';

/**
 * Issue 33: an erased member's Stripe Express account keeps the stays' transfers (the account is
 * kept under the pseudonym, docs/adr/0084-payout-account-retention.md), but not who they were:
 * its `email` is emptied and its `metadata` (the member's user id) removed at Stripe. The erasure
 * queues the account (its functions load no Stripe client, issue 15); the payout job runs this.
 * A failed update stays queued for the next run.
 */
export async function redactErasedPayoutAccounts(limit = 25): Promise<{ redacted: number; failed: number }> {
  const accountIds = await listStripeRedactions(limit);
  if (accountIds.length === 0) return { redacted: 0, failed: 0 };
  let redacted = 0;
  let failed = 0;
  for (const accountId of accountIds) {
    try {
      await redactConnectedAccount(accountId);
      await forgetStripeRedaction(accountId);
      redacted += 1;
    } catch (error) {
      failed += 1;
      logger.warn('erased member\'s Stripe account not redacted yet', { stripeAccountId: accountId, error: (error as Error).message });
    }
  }
  if (redacted > 0) logger.info('erased members\' Stripe accounts redacted', { redacted });
  return { redacted, failed };
}
