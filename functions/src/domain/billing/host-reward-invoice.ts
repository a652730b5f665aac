import { invoiceMonth } from '@worknest/shared/business-stay-rules';
import { plural } from '@worknest/shared/plural';
import { createInvoiceItem, listInvoiceItems } from '../../adapters/payments/invoices';
import { logger } from '../../logging/logger';
import { getBooking } from '../../store/bookings';
import { nowMs } from '../../clock';
import { getCompanyBilling } from '../../store/company-billing';
import { forgetHostRewardToBill, listHostRewardsToBill, recordHostRewardBilled } from '../../store/host-rewards';
import { ensureDraftInvoice } from './company-stay-invoice';

/**
 * Issue 37 (ADR 0160): a host's cash reward for a colleague's business stay goes on the company's
 * monthly invoice as its own line (`host-reward`), once: a line already on the draft for the
 * booking is reused, a new one carries an idempotency key per booking, and the booking records it.
 */
export async function billHostRewards(limit: number): Promise<{ billed: number; dropped: number; failed: number }> {
  const summary = { billed: 0, dropped: 0, failed: 0 };
  for (const entry of await listHostRewardsToBill(limit)) {
    try {
      const booking = await getBooking(entry.bookingId);
      const reward = booking?.hostReward;
      if (!booking || reward?.kind !== 'cash' || reward.amount <= 0) {
        await forgetHostRewardToBill(entry.bookingId);
        summary.dropped++;
        continue;
      }
      if (booking.rewardInvoiceItemId) {
        await forgetHostRewardToBill(entry.bookingId);
        summary.billed++;
        continue;
      }
      const billing = await getCompanyBilling(booking.companyDomain);
      if (!billing?.stripeCustomerId) throw new Error(`company ${booking.companyDomain} of business stay ${booking.id} has no Stripe customer`);
      const invoiceId = await ensureDraftInvoice(billing, invoiceMonth(nowMs()));
      const onDraft = await listInvoiceItems(invoiceId);
      const existing = onDraft.find((item) => item.metadata.line === 'host-reward' && item.metadata.bookingId === booking.id);
      const item =
        existing ??
        (await createInvoiceItem({
          customerId: billing.stripeCustomerId,
          invoiceId,
          amountCents: reward.amount,
          currency: booking.currency,
          description: `Host reward: ${plural(booking.nights, 'night')} hosted, ${booking.listingTitle}, ${booking.checkIn} to ${booking.checkOut}`,
          metadata: { line: 'host-reward', bookingId: booking.id, hostId: booking.hostId },
          idempotencyKey: `company-host-reward-${booking.id}`,
        }));
      await recordHostRewardBilled(booking.id, item.id);
      logger.info('host reward billed to the company', { bookingId: booking.id, domain: booking.companyDomain, invoiceId, amount: reward.amount });
      summary.billed++;
    } catch (error) {
      summary.failed++;
      logger.error('bill-company-stays: could not bill a host reward; tried again next run', { bookingId: entry.bookingId, error: error as Error });
    }
  }
  return summary;
}
