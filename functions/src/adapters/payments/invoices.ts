import type Stripe from 'stripe';
import { idOf, withStripe } from './client';
import { v1 } from './stripe-http';
import type { InvoiceItemSummary, InvoiceStatusValue, InvoiceSummary, Metadata } from './types';

/** Company billing (issue 34, ADR 0111): the monthly invoices, their items (lines) and credit notes. */

export function toInvoiceSummary(invoice: Stripe.Invoice): InvoiceSummary {
  return {
    id: invoice.id!,
    number: invoice.number ?? null,
    status: (invoice.status ?? null) as InvoiceStatusValue | null,
    collectionMethod: invoice.collection_method as InvoiceSummary['collectionMethod'],
    totalCents: invoice.total,
    amountDueCents: invoice.amount_due,
    currency: invoice.currency,
    periodStartMs: invoice.period_start * 1000,
    periodEndMs: invoice.period_end * 1000,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
    metadata: { ...(invoice.metadata ?? {}) },
    lines: (invoice.lines?.data ?? []).map((line) => ({
      id: line.id,
      description: line.description ?? null,
      amountCents: line.amount,
      // Older API versions name the item on the line itself, newer ones under `parent`.
      invoiceItemId: (line as unknown as { invoice_item?: string }).invoice_item ?? idOf(line.parent?.invoice_item_details?.invoice_item) ?? null,
      metadata: { ...(line.metadata ?? {}) },
    })),
  };
}

/** The customer's latest invoices, newest first. */
export function listInvoices(customerId: string, limit: number): Promise<InvoiceSummary[]> {
  return withStripe(async (stripe) => (await stripe.get<Stripe.ApiList<Stripe.Invoice>>(v1`invoices`, { customer: customerId, limit })).data.map(toInvoiceSummary));
}

export function retrieveInvoice(invoiceId: string): Promise<InvoiceSummary> {
  return withStripe(async (stripe) => toInvoiceSummary(await stripe.get<Stripe.Invoice>(v1`invoices/${invoiceId}`)));
}

export interface DraftInvoiceInput {
  customerId: string;
  currency: string;
  /** `send_invoice` with net days, or the card on file charged automatically. */
  collection: { method: 'send_invoice'; daysUntilDue: number } | { method: 'charge_automatically' };
  description: string;
  metadata: Metadata;
  idempotencyKey: string;
}

/** A draft invoice that collects only the items added to it (never the customer's pending ones) and does not advance by itself. @returns its id. */
export function createDraftInvoice(input: DraftInvoiceInput): Promise<string> {
  return withStripe(async (stripe) => {
    const invoice = await stripe.post<Stripe.Invoice>(
      v1`invoices`,
      {
        customer: input.customerId,
        currency: input.currency,
        auto_advance: false,
        pending_invoice_items_behavior: 'exclude',
        ...(input.collection.method === 'send_invoice'
          ? { collection_method: 'send_invoice' as const, days_until_due: input.collection.daysUntilDue }
          : { collection_method: 'charge_automatically' as const }),
        description: input.description,
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return invoice.id!;
  });
}

export function deleteDraftInvoice(invoiceId: string): Promise<void> {
  return withStripe(async (stripe) => {
    await stripe.del<Stripe.DeletedInvoice>(v1`invoices/${invoiceId}`);
  });
}

/** Finalizes a draft without advancing it automatically. */
export function finalizeInvoice(invoiceId: string, idempotencyKey: string): Promise<InvoiceSummary> {
  return withStripe(async (stripe) => toInvoiceSummary(await stripe.post<Stripe.Invoice>(v1`invoices/${invoiceId}/finalize`, { auto_advance: false }, { idempotencyKey })));
}

export function sendInvoice(invoiceId: string, idempotencyKey: string): Promise<void> {
  return withStripe(async (stripe) => {
    await stripe.post<Stripe.Invoice>(v1`invoices/${invoiceId}/send`, {}, { idempotencyKey });
  });
}

/** Charges the customer's card on file off-session for an open invoice (a refused card throws a `card` PaymentProviderError). */
export function payInvoiceOffSession(invoiceId: string, idempotencyKey: string): Promise<void> {
  return withStripe(async (stripe) => {
    await stripe.post<Stripe.Invoice>(v1`invoices/${invoiceId}/pay`, { off_session: true }, { idempotencyKey });
  });
}

export function listInvoiceItems(invoiceId: string): Promise<InvoiceItemSummary[]> {
  return withStripe(async (stripe) => (await stripe.get<Stripe.ApiList<Stripe.InvoiceItem>>(v1`invoiceitems`, { invoice: invoiceId, limit: 100 })).data.map((item) => ({ id: item.id, metadata: { ...(item.metadata ?? {}) } })));
}

export interface InvoiceItemInput {
  customerId: string;
  invoiceId: string;
  amountCents: number;
  currency: string;
  description: string;
  metadata: Metadata;
  idempotencyKey: string;
}

export function createInvoiceItem(input: InvoiceItemInput): Promise<InvoiceItemSummary> {
  return withStripe(async (stripe) => {
    const item = await stripe.post<Stripe.InvoiceItem>(
      v1`invoiceitems`,
      { customer: input.customerId, invoice: input.invoiceId, amount: input.amountCents, currency: input.currency, description: input.description, metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: item.id, metadata: { ...(item.metadata ?? {}) } };
  });
}

export function updateInvoiceItemAmount(itemId: string, amountCents: number): Promise<void> {
  return withStripe(async (stripe) => {
    await stripe.post<Stripe.InvoiceItem>(v1`invoiceitems/${itemId}`, { amount: amountCents });
  });
}

/** Stripe answers an item deleted already with `resource_missing`. */
export function deleteInvoiceItem(itemId: string): Promise<void> {
  return withStripe(async (stripe) => {
    await stripe.del<Stripe.DeletedInvoiceItem>(v1`invoiceitems/${itemId}`);
  });
}

export interface CreditNoteInput {
  invoiceId: string;
  lines: { invoiceLineId: string; amountCents: number }[];
  memo: string;
  metadata: Metadata;
  idempotencyKey: string;
}

/** A credit note on a finalized invoice (reason `order_change`). @returns its id. */
export function createCreditNote(input: CreditNoteInput): Promise<string> {
  return withStripe(async (stripe) => {
    const note = await stripe.post<Stripe.CreditNote>(
      v1`credit_notes`,
      {
        invoice: input.invoiceId,
        lines: input.lines.map((line) => ({ type: 'invoice_line_item' as const, invoice_line_item: line.invoiceLineId, amount: line.amountCents })),
        reason: 'order_change',
        memo: input.memo,
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return note.id;
  });
}
