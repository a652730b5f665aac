import { invoiceMonth } from '@worknest/shared/business-stay-rules';
import { isCardRefusal } from '../../adapters/payments/errors';
import { deleteDraftInvoice, finalizeInvoice, payInvoiceOffSession, retrieveInvoice, sendInvoice } from '../../adapters/payments/invoices';
import { logger } from '../../logging/logger';
import { getBooking } from '../../store/bookings';
import { forgetCompanyStay, forgetDraftInvoice, listCompanyStaysToBill, listDraftInvoicesBefore, type DraftInvoiceRecord } from '../../store/company-stays';
import { billCompanyStay } from './company-stay-invoice';
import { billHostRewards } from './host-reward-invoice';

/**
 * Issue 34, the bill-company-stays job (ADR 0111): first every business stay still waiting for its
 * lines gets them (a stay the booking's own request could not bill, a request the host accepted),
 * then every draft invoice of a month before this one is finalized: on the 1st for the previous
 * month (a run missed on the 1st does it on the 2nd). Invoice mode: net 30, `send_invoice`, sent
 * to the billing e-mail. Card mode (only the fees): charged to the card on file.
 *
 * Safe against itself: billing a stay is idempotent (company-stay-invoice.ts); finalizing answers
 * what the invoice is at Stripe (a draft another run finalized meanwhile is only forgotten).
 */

const BATCH = 100;
/** A business checkout that never got past `pending` (a crash between its steps) leaves the queue after this. */
const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

export interface CompanyBillingRunSummary {
  [key: string]: number;
  staysBilled: number;
  staysDropped: number;
  staysWaiting: number;
  staysFailed: number;
  invoicesFinalized: number;
  invoicesEmptyDeleted: number;
  invoicesFailed: number;
  rewardsBilled: number;
  rewardsFailed: number;
}

export async function billCompanyStays(nowMs: number): Promise<CompanyBillingRunSummary> {
  const summary: CompanyBillingRunSummary = { staysBilled: 0, staysDropped: 0, staysWaiting: 0, staysFailed: 0, invoicesFinalized: 0, invoicesEmptyDeleted: 0, invoicesFailed: 0, rewardsBilled: 0, rewardsFailed: 0 };
  for (const entry of await listCompanyStaysToBill(BATCH)) {
    try {
      const booking = await getBooking(entry.bookingId);
      if (!booking || booking.payer !== 'company') {
        await forgetCompanyStay(entry.bookingId);
        summary.staysDropped++;
        continue;
      }
      const billed = await billCompanyStay(booking);
      if (billed.invoiceId) summary.staysBilled++;
      else if (booking.status === 'requested' || (booking.status === 'pending' && nowMs - entry.queuedAtMs < ABANDONED_AFTER_MS)) summary.staysWaiting++;
      else {
        // Never confirmed (refused card, declined, expired, withdrawn, abandoned): nothing to bill.
        await forgetCompanyStay(entry.bookingId);
        summary.staysDropped++;
      }
    } catch (error) {
      summary.staysFailed++;
      logger.error('bill-company-stays: could not bill a business stay; tried again next run', { bookingId: entry.bookingId, error: error as Error });
    }
  }
  // Issue 37 (ADR 0160): hosts' cash rewards for business stays, each its own line on the month's draft.
  const rewards = await billHostRewards(BATCH);
  summary.rewardsBilled = rewards.billed;
  summary.rewardsFailed = rewards.failed;
  const { month } = invoiceMonth(nowMs);
  for (const draft of await listDraftInvoicesBefore(month, BATCH)) {
    try {
      const outcome = await finalizeMonth(draft);
      if (outcome === 'finalized') summary.invoicesFinalized++;
      else if (outcome === 'deleted') summary.invoicesEmptyDeleted++;
    } catch (error) {
      summary.invoicesFailed++;
      logger.error('bill-company-stays: could not finalize a monthly invoice; tried again next run', { invoiceId: draft.invoiceId, domain: draft.domain, month: draft.month, error: error as Error });
    }
  }
  return summary;
}

async function finalizeMonth(draft: DraftInvoiceRecord): Promise<'finalized' | 'deleted' | 'settled'> {
  const invoice = await retrieveInvoice(draft.invoiceId);
  if (invoice.status !== 'draft') {
    await forgetDraftInvoice(draft.month, draft.domain);
    return 'settled';
  }
  if (invoice.lines.length === 0) {
    // Every stay of the month was cancelled off the draft: no invoice of nothing.
    await deleteDraftInvoice(draft.invoiceId);
    await forgetDraftInvoice(draft.month, draft.domain);
    return 'deleted';
  }
  const finalized = await finalizeInvoice(draft.invoiceId, `company-invoice-finalize-${draft.invoiceId}`);
  if (finalized.collectionMethod === 'send_invoice') {
    await sendInvoice(draft.invoiceId, `company-invoice-send-${draft.invoiceId}`);
  } else if (finalized.status === 'open' && finalized.amountDueCents > 0) {
    try {
      await payInvoiceOffSession(draft.invoiceId, `company-invoice-pay-${draft.invoiceId}`);
    } catch (error) {
      // invoice.payment_failed tells the webhook; the invoice stays open for HR to settle.
      if (!isCardRefusal(error)) throw error;
      logger.warn('bill-company-stays: the card on file refused the monthly fees', { invoiceId: draft.invoiceId, domain: draft.domain, message: error.message });
    }
  }
  await forgetDraftInvoice(draft.month, draft.domain);
  logger.info('monthly company invoice finalized', { invoiceId: draft.invoiceId, domain: draft.domain, month: draft.month, total: finalized.totalCents });
  return 'finalized';
}
