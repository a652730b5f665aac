import { companyCredit, companyInvoiceLines, invoiceMonth, setupFeeDue, type CompanyInvoiceLinePlan, type InvoiceLineKind } from '@worknest/shared/business-stay-rules';
import { INVOICE_DAYS_UNTIL_DUE } from '@worknest/shared/company-billing-rules';
import { isInvalidRequest } from '../../adapters/payments/errors';
import {
  createCreditNote,
  createDraftInvoice,
  createInvoiceItem,
  deleteInvoiceItem,
  listInvoiceItems,
  retrieveInvoice,
  updateInvoiceItemAmount,
} from '../../adapters/payments/invoices';
import type { InvoiceItemSummary } from '../../adapters/payments/types';
import { logger } from '../../logging/logger';
import { getBooking, type BookingRecord } from '../../store/bookings';
import { nowIso, nowMs } from '../../clock';
import { getCompany } from '../../store/companies';
import { getCompanyBilling, markSetupFeeBilled, type CompanyBillingRecord } from '../../store/company-billing';
import { forgetCompanyStay, getDraftInvoice, recordDraftInvoice, recordStayInvoiceLines } from '../../store/company-stays';
import { companyFees } from './company-fees';

/**
 * Issue 34: a business stay's lines on its company's monthly invoice (ADR 0111). Each company has
 * one draft invoice per calendar month (UTC), made on its first line with an idempotency key per
 * company and month and recorded first-writer-wins; the stay's lines join the draft of the month
 * they are added in: the stay itself in invoice mode (the card paid it in card mode), the per-stay
 * fee as its own line, and the one-time setup fee with the company's first stay.
 *
 * Exactly once, whoever adds them (the booking's request, the job, two job runs at once, a retry):
 * the lines already on the draft for the booking are found and reused; new ones carry an
 * idempotency key per booking and line (per company for the setup fee), so callers that meet get
 * the same items; the booking records its lines once (store/company-stays.recordStayInvoiceLines).
 */

const stayLineKey = (booking: BookingRecord, kind: InvoiceLineKind) => (kind === 'setup-fee' ? `company-setup-fee-${booking.companyDomain}` : `company-${kind}-${booking.id}`);

/** Whether the stay was confirmed (and so owes its lines), even if cancelled since. */
function wasConfirmed(booking: BookingRecord): boolean {
  return booking.status === 'confirmed' || (booking.status === 'cancelled' && booking.cancelledBy !== null && booking.confirmedAt !== null);
}

/**
 * Puts a confirmed business stay's lines on its company's draft invoice, once. Answers the booking
 * as it is now (with `invoiceId` once billed); a stay that was never confirmed is left alone.
 */
export async function billCompanyStay(booking: BookingRecord): Promise<BookingRecord> {
  if (booking.payer !== 'company' || booking.invoiceId || !wasConfirmed(booking)) return booking;
  const billing = await getCompanyBilling(booking.companyDomain);
  if (!billing?.stripeCustomerId) throw new Error(`company ${booking.companyDomain} of business stay ${booking.id} has no Stripe customer`);
  const month = invoiceMonth(nowMs());
  const invoiceId = await ensureDraftInvoice(billing, month);

  const onDraft = await listInvoiceItems(invoiceId);
  const fees = companyFees();
  const setupFeeOnDraft = onDraft.some((item) => item.metadata.line === 'setup-fee');
  // A self-serve company paid the setup fee through Checkout when it signed up (issue 38).
  const company = await getCompany(booking.companyDomain);
  const plan = companyInvoiceLines(booking, {
    mode: booking.billingMode ?? billing.mode,
    stayFeeCents: fees.stayFeeCents,
    setupFeeCents: fees.setupFeeCents,
    firstStay: setupFeeDue({ billedAt: billing.setupFeeBilledAt, onDraft: setupFeeOnDraft, paidAtSignUpAt: company?.selfServe?.setupFeePaidAt ?? null }),
  });
  const ids: Partial<Record<InvoiceLineKind, string>> = {};
  for (const line of plan) {
    const existing = onDraft.find((item) => item.metadata.line === line.kind && (line.kind === 'setup-fee' || item.metadata.bookingId === booking.id));
    ids[line.kind] = existing?.id ?? (await addLine(billing.stripeCustomerId, invoiceId, booking, line)).id;
  }
  if (ids['setup-fee']) await markSetupFeeBilled(booking.companyDomain, nowIso());
  const recorded = await recordStayInvoiceLines(booking.id, { invoiceId, invoiceItemId: ids.stay ?? null, feeItemId: ids['stay-fee'] ?? null });
  if (!recorded) logger.error('business stay: the booking records lines on another invoice', { bookingId: booking.id, invoiceId });
  await forgetCompanyStay(booking.id);
  logger.info('business stay billed', { bookingId: booking.id, domain: booking.companyDomain, invoiceId, lines: plan.map((line) => line.kind) });
  return (await getBooking(booking.id)) ?? booking;
}

function addLine(customer: string, invoice: string, booking: BookingRecord, line: CompanyInvoiceLinePlan): Promise<InvoiceItemSummary> {
  return createInvoiceItem({
    customerId: customer,
    invoiceId: invoice,
    amountCents: line.amount,
    currency: booking.currency,
    description: line.description,
    metadata: line.metadata,
    idempotencyKey: stayLineKey(booking, line.kind),
  });
}

/** The company's draft invoice of `month`, made once. */
export async function ensureDraftInvoice(billing: CompanyBillingRecord, month: ReturnType<typeof invoiceMonth>): Promise<string> {
  const recorded = await getDraftInvoice(month.month, billing.domain);
  if (recorded) return recorded.invoiceId;
  const byInvoice = billing.mode === 'invoice';
  const invoiceId = await createDraftInvoice({
    customerId: billing.stripeCustomerId!,
    currency: 'eur',
    collection: byInvoice ? { method: 'send_invoice', daysUntilDue: INVOICE_DAYS_UNTIL_DUE } : { method: 'charge_automatically' },
    description: byInvoice ? `Worknest business stays, ${month.periodStart} to ${month.periodEnd}` : `Worknest fees, ${month.periodStart} to ${month.periodEnd}`,
    metadata: { companyDomain: billing.domain, month: month.month, periodStart: month.periodStart, periodEnd: month.periodEnd },
    idempotencyKey: `company-invoice-${billing.domain}-${month.month}`,
  });
  return (await recordDraftInvoice({ month: month.month, domain: billing.domain, invoiceId, mode: billing.mode })).invoiceId;
}

/**
 * A cancelled business stay's refund, the way it was paid on the invoice (the card's refund is
 * cancel-stay's): while the invoice is a draft the stay's line shrinks by the refund or goes, and
 * the stay fee goes with a full refund; on a finalized invoice a credit note says the same. Answers
 * the reference to record as the stay's refund (`refundId`): the credit note, or `draft:<invoice>`;
 * null when nothing went back on the invoice (card mode with a partial refund, or nothing refunded).
 */
export async function creditCompanyStay(booking: BookingRecord): Promise<string | null> {
  if (booking.payer !== 'company') return null;
  const billed = await billCompanyStay(booking);
  if (!billed.invoiceId) return null;
  const refund = billed.refundedAmount ?? 0;
  const credit = companyCredit(billed.totalAmount, refund);
  const stayItem = billed.billingMode === 'invoice' ? billed.invoiceItemId : null;
  const feeItem = credit.removeStayFee ? billed.feeItemId : null;
  if ((!stayItem || refund <= 0) && !feeItem) return null;
  const invoice = await retrieveInvoice(billed.invoiceId);
  if (invoice.status === 'draft') {
    if (stayItem && refund > 0) {
      if (credit.removeStayLine) await deleteItem(stayItem);
      else await updateInvoiceItemAmount(stayItem, credit.stayLineAfter);
    }
    if (feeItem) await deleteItem(feeItem);
    logger.info('business stay credited on the draft invoice', { bookingId: billed.id, invoiceId: invoice.id, refund });
    return stayItem && refund > 0 ? `draft:${invoice.id}` : null;
  }
  if (invoice.status === 'void') return null;
  const lineOf = (itemId: string) => invoice.lines.find((line) => line.invoiceItemId === itemId);
  const lines: { invoiceLineId: string; amountCents: number }[] = [];
  const stayLine = stayItem && refund > 0 ? lineOf(stayItem) : undefined;
  if (stayLine) lines.push({ invoiceLineId: stayLine.id, amountCents: refund });
  const feeLine = feeItem ? lineOf(feeItem) : undefined;
  if (feeLine) lines.push({ invoiceLineId: feeLine.id, amountCents: feeLine.amountCents });
  if (lines.length === 0) return null;
  const noteId = await createCreditNote({
    invoiceId: invoice.id,
    lines,
    memo: `Business stay cancelled: ${billed.listingTitle}, ${billed.checkIn} to ${billed.checkOut}`,
    metadata: { bookingId: billed.id },
    idempotencyKey: `stay-credit-${billed.id}`,
  });
  logger.info('business stay credited with a credit note', { bookingId: billed.id, invoiceId: invoice.id, creditNoteId: noteId, refund });
  return stayLine ? noteId : null;
}

async function deleteItem(itemId: string): Promise<void> {
  try {
    await deleteInvoiceItem(itemId);
  } catch (error) {
    // Removed by an earlier call: what was wanted.
    if (isInvalidRequest(error, 'resource_missing')) return;
    throw error;
  }
}
