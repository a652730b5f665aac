import type { FormObject } from './form-body';
import { stripeId } from './ids';
import { invalidRequest, resourceMissing, StripeApiError } from './stripe-errors';
import { allowOnly, booleanParam, integerParam, isObject, mergeMetadata, metadataParam, optionalString, requiredCurrency, stringParam, type Caller } from './stripe-state';
import type { BillingContext } from './billing-context';
import type { Address, Customers } from './customers';
import type { InvoiceItem, InvoiceItems, InvoiceLookup } from './invoice-items';

/**
 * Invoices (issue 34), Stripe Invoicing's lifecycle: `draft` (items can be added and removed) →
 * finalize → `open` (a number, a due date, a hosted page and a PDF) → pay → `paid`, or void →
 * `void`, or mark_uncollectible → `uncollectible`. `collection_method=send_invoice` waits for the
 * customer (send, then pay out of band or with a card); `charge_automatically` is paid by `pay`
 * with the customer's default PaymentMethod, off-session. Events: invoice.created,
 * invoice.finalized, invoice.sent, invoice.paid (+ invoice.payment_succeeded),
 * invoice.payment_failed, invoice.voided, invoice.marked_uncollectible, invoice.deleted.
 */
export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';

export interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string | null;
  invoice: string;
  invoice_item: string;
  livemode: false;
  metadata: Record<string, string>;
  parent: { type: 'invoice_item_details'; invoice_item_details: { invoice_item: string } };
  period: { start: number; end: number };
  quantity: number;
  type: 'invoiceitem';
}

export interface Invoice {
  id: string;
  object: 'invoice';
  account_country: string;
  account_name: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  auto_advance: boolean;
  billing_reason: 'manual';
  collection_method: 'charge_automatically' | 'send_invoice';
  created: number;
  currency: string;
  custom_fields: { name: string; value: string }[] | null;
  customer: string;
  customer_address: Address | null;
  customer_email: string | null;
  customer_name: string | null;
  customer_tax_ids: { type: string; value: string }[];
  days_until_due: number | null;
  default_payment_method: string | null;
  description: string | null;
  due_date: number | null;
  footer: string | null;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  last_finalization_error: null;
  lines: { object: 'list'; data: InvoiceLine[]; has_more: false; total_count: number; url: string };
  livemode: false;
  metadata: Record<string, string>;
  number: string | null;
  paid: boolean;
  paid_out_of_band: boolean;
  payment_intent: string | null;
  period_end: number;
  period_start: number;
  post_payment_credit_notes_amount: number;
  pre_payment_credit_notes_amount: number;
  status: InvoiceStatus;
  status_transitions: { finalized_at: number | null; marked_uncollectible_at: number | null; paid_at: number | null; voided_at: number | null };
  subtotal: number;
  total: number;
}

/** The platform's name on its invoices (the account the emulator stands for). */
export const ACCOUNT_NAME = 'Worknest';

export class Invoices implements InvoiceLookup {
  readonly invoices = new Map<string, Invoice>();
  /** Invoice id → the secret part of its hosted page and PDF addresses. */
  readonly pageTokens = new Map<string, string>();

  constructor(
    private readonly context: BillingContext,
    private readonly customers: Customers,
    private readonly items: InvoiceItems,
  ) {
    items.invoices = this;
  }

  create(params: FormObject, caller: Caller): Invoice {
    allowOnly(params, ['customer', 'collection_method', 'days_until_due', 'due_date', 'auto_advance', 'description', 'metadata', 'default_payment_method', 'footer', 'custom_fields', 'pending_invoice_items_behavior', 'currency', 'expand']);
    if (params.customer === undefined) throw invalidRequest('Missing required param: customer.', 'customer', 'parameter_missing');
    const customer = this.customers.retrieve(stringParam(params.customer, 'customer'));
    const collection = params.collection_method === undefined ? 'charge_automatically' : stringParam(params.collection_method, 'collection_method');
    if (collection !== 'charge_automatically' && collection !== 'send_invoice') {
      throw invalidRequest('Invalid collection_method: must be one of charge_automatically or send_invoice', 'collection_method');
    }
    const daysUntilDue = params.days_until_due === undefined ? null : integerParam(params.days_until_due, 'days_until_due');
    const dueDate = params.due_date === undefined ? null : integerParam(params.due_date, 'due_date');
    if (collection === 'send_invoice' && daysUntilDue === null && dueDate === null) {
      throw invalidRequest('Invoices with collection_method=send_invoice need days_until_due or due_date.', 'days_until_due');
    }
    if (collection === 'charge_automatically' && (daysUntilDue !== null || dueDate !== null)) {
      throw invalidRequest('days_until_due and due_date are only for collection_method=send_invoice.', daysUntilDue !== null ? 'days_until_due' : 'due_date');
    }
    if (daysUntilDue !== null && (daysUntilDue < 0 || daysUntilDue > 730)) throw invalidRequest('days_until_due must be between 0 and 730.', 'days_until_due');
    const behavior = params.pending_invoice_items_behavior === undefined ? 'exclude' : stringParam(params.pending_invoice_items_behavior, 'pending_invoice_items_behavior');
    if (behavior !== 'exclude' && behavior !== 'include') throw invalidRequest('Invalid pending_invoice_items_behavior: must be one of exclude or include', 'pending_invoice_items_behavior');
    const now = this.context.nowSeconds();
    const id = stripeId('in');
    const invoice: Invoice = {
      id,
      object: 'invoice',
      account_country: 'DK',
      account_name: ACCOUNT_NAME,
      amount_due: 0,
      amount_paid: 0,
      amount_remaining: 0,
      attempt_count: 0,
      attempted: false,
      auto_advance: params.auto_advance !== undefined && booleanParam(params.auto_advance, 'auto_advance'),
      billing_reason: 'manual',
      collection_method: collection,
      created: now,
      currency: params.currency === undefined ? (customer.currency ?? 'eur') : requiredCurrency(params.currency),
      custom_fields: params.custom_fields === undefined ? null : customFieldsParam(params.custom_fields),
      customer: customer.id,
      customer_address: customer.address,
      customer_email: customer.email,
      customer_name: customer.name,
      customer_tax_ids: this.customers.listTaxIds(customer.id).map(({ type, value }) => ({ type, value })),
      days_until_due: daysUntilDue,
      default_payment_method: optionalString(params.default_payment_method, 'default_payment_method'),
      description: optionalString(params.description, 'description'),
      due_date: dueDate,
      footer: optionalString(params.footer, 'footer') ?? customer.invoice_settings.footer,
      hosted_invoice_url: null,
      invoice_pdf: null,
      last_finalization_error: null,
      lines: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/invoices/${id}/lines` },
      livemode: false,
      metadata: metadataParam(params.metadata),
      number: null,
      paid: false,
      paid_out_of_band: false,
      payment_intent: null,
      period_end: now,
      period_start: now,
      post_payment_credit_notes_amount: 0,
      pre_payment_credit_notes_amount: 0,
      status: 'draft',
      status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
      subtotal: 0,
      total: 0,
    };
    this.invoices.set(id, invoice);
    if (behavior === 'include') {
      for (const item of this.items.list({ customer: customer.id, pending: true, limit: Number.MAX_SAFE_INTEGER })) {
        if (item.currency === invoice.currency) item.invoice = id;
      }
    }
    this.recompute(invoice);
    this.context.state.emitEvent('invoice.created', invoice, caller);
    return invoice;
  }

  retrieve(id: string): Invoice {
    const invoice = this.invoices.get(id);
    if (!invoice) throw resourceMissing('invoice', id);
    return invoice;
  }

  update(id: string, params: FormObject, caller: Caller): Invoice {
    allowOnly(params, ['metadata', 'description', 'days_until_due', 'due_date', 'auto_advance', 'footer', 'custom_fields', 'default_payment_method', 'expand']);
    const invoice = this.retrieve(id);
    const draftOnly = Object.keys(params).filter((name) => name !== 'metadata' && name !== 'expand');
    if (invoice.status !== 'draft' && draftOnly.length > 0) {
      throw invalidRequest(`You can only update ${draftOnly[0]} on a draft invoice; this invoice is ${invoice.status}.`, draftOnly[0], 'invoice_not_editable');
    }
    if (params.metadata !== undefined) invoice.metadata = mergeMetadata(invoice.metadata, params.metadata);
    if (params.description !== undefined) invoice.description = optionalString(params.description, 'description');
    if (params.days_until_due !== undefined) invoice.days_until_due = integerParam(params.days_until_due, 'days_until_due');
    if (params.due_date !== undefined) invoice.due_date = integerParam(params.due_date, 'due_date');
    if (params.auto_advance !== undefined) invoice.auto_advance = booleanParam(params.auto_advance, 'auto_advance');
    if (params.footer !== undefined) invoice.footer = optionalString(params.footer, 'footer');
    if (params.custom_fields !== undefined) invoice.custom_fields = customFieldsParam(params.custom_fields);
    if (params.default_payment_method !== undefined) invoice.default_payment_method = optionalString(params.default_payment_method, 'default_payment_method');
    this.context.state.emitEvent('invoice.updated', invoice, caller);
    return invoice;
  }

  list(filter: { customer?: string; status?: string; startingAfter?: string; limit: number }): { data: Invoice[]; hasMore: boolean } {
    let all = [...this.invoices.values()].filter((invoice) => (!filter.customer || invoice.customer === filter.customer) && (!filter.status || invoice.status === filter.status)).reverse();
    if (filter.startingAfter) {
      const index = all.findIndex((invoice) => invoice.id === filter.startingAfter);
      if (index === -1) throw resourceMissing('invoice', filter.startingAfter, 'starting_after');
      all = all.slice(index + 1);
    }
    return { data: all.slice(0, filter.limit), hasMore: all.length > filter.limit };
  }

  lines(id: string): InvoiceLine[] {
    return this.retrieve(id).lines.data;
  }

  /** `DELETE /v1/invoices/{id}`: drafts only; their items become pending again. */
  delete(id: string, caller: Caller): { id: string; object: 'invoice'; deleted: true } {
    const invoice = this.retrieve(id);
    if (invoice.status !== 'draft') throw invalidRequest('You can only delete draft invoices.', undefined, 'invoice_not_editable');
    for (const item of this.items.onInvoice(id)) item.invoice = null;
    this.invoices.delete(id);
    this.context.state.emitEvent('invoice.deleted', invoice, caller);
    return { id, object: 'invoice', deleted: true };
  }

  finalize(id: string, params: FormObject, caller: Caller): Invoice {
    allowOnly(params, ['auto_advance', 'expand']);
    const invoice = this.retrieve(id);
    if (invoice.status !== 'draft') throw invalidRequest(`This invoice is already finalized, you can't re-finalize a non-draft invoice.`, undefined, 'invoice_unexpected_state');
    const customer = this.customers.retrieve(invoice.customer);
    const now = this.context.nowSeconds();
    this.recompute(invoice);
    invoice.number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence).padStart(4, '0')}`;
    customer.next_invoice_sequence += 1;
    invoice.status = 'open';
    invoice.status_transitions.finalized_at = now;
    if (invoice.collection_method === 'send_invoice' && invoice.due_date === null) invoice.due_date = now + (invoice.days_until_due ?? 30) * 86_400;
    const token = stripeId('x', 32).slice(2);
    this.pageTokens.set(id, token);
    invoice.hosted_invoice_url = `${this.context.baseUrl()}/invoice/${id}/${token}`;
    invoice.invoice_pdf = `${this.context.baseUrl()}/invoice/${id}/${token}/pdf`;
    if (params.auto_advance !== undefined) invoice.auto_advance = booleanParam(params.auto_advance, 'auto_advance');
    this.context.state.emitEvent('invoice.finalized', invoice, caller);
    if (invoice.amount_remaining === 0) this.markPaid(invoice, caller);
    return invoice;
  }

  /**
   * `POST /v1/invoices/{id}/pay`: `paid_out_of_band=true` records money received elsewhere (a bank
   * transfer); otherwise the PaymentMethod given, the invoice's or the customer's default is
   * charged off-session. A declined card answers 402 and emits `invoice.payment_failed`.
   */
  pay(id: string, params: FormObject, caller: Caller): Invoice {
    allowOnly(params, ['paid_out_of_band', 'payment_method', 'off_session', 'forgive', 'expand']);
    const invoice = this.retrieve(id);
    if (invoice.status === 'paid') throw invalidRequest('Invoice is already paid', undefined, 'invoice_already_paid');
    if (invoice.status !== 'open' && invoice.status !== 'uncollectible') {
      throw invalidRequest(`You can only pay an open or uncollectible invoice; this invoice is ${invoice.status}.`, undefined, 'invoice_unexpected_state');
    }
    if (params.paid_out_of_band !== undefined && booleanParam(params.paid_out_of_band, 'paid_out_of_band')) {
      invoice.paid_out_of_band = true;
      this.markPaid(invoice, caller);
      return invoice;
    }
    const customer = this.customers.retrieve(invoice.customer);
    const methodId =
      optionalString(params.payment_method, 'payment_method') ?? invoice.default_payment_method ?? customer.invoice_settings.default_payment_method;
    if (!methodId) {
      throw invalidRequest('This customer has no attached payment source or default payment method. Please consider adding a default payment method.', undefined, 'invoice_no_customer_line_items');
    }
    invoice.attempted = true;
    invoice.attempt_count += 1;
    try {
      const intent = this.context.state.createPaymentIntent(
        {
          amount: String(invoice.amount_remaining),
          currency: invoice.currency,
          customer: invoice.customer,
          payment_method: methodId,
          confirm: 'true',
          off_session: 'true',
          description: `Invoice ${invoice.number}`,
          metadata: { invoice: invoice.id },
        },
        caller,
      );
      invoice.payment_intent = intent.id;
    } catch (error) {
      if (error instanceof StripeApiError && error.statusCode === 402) {
        const intentId = (error.body.payment_intent as { id?: string } | undefined)?.id;
        if (intentId) invoice.payment_intent = intentId;
        this.context.state.emitEvent('invoice.payment_failed', invoice, caller);
        throw new StripeApiError(402, { ...error.body, invoice: invoice.id }, true);
      }
      throw error;
    }
    this.markPaid(invoice, caller);
    return invoice;
  }

  send(id: string, caller: Caller): Invoice {
    const invoice = this.retrieve(id);
    if (invoice.collection_method !== 'send_invoice') throw invalidRequest('You can only send invoices with collection_method=send_invoice.', undefined, 'invoice_unexpected_state');
    if (invoice.status !== 'open') throw invalidRequest(`You can only send an open invoice; this invoice is ${invoice.status}.`, undefined, 'invoice_unexpected_state');
    this.context.state.emitEvent('invoice.sent', invoice, caller);
    return invoice;
  }

  void(id: string, caller: Caller): Invoice {
    const invoice = this.retrieve(id);
    if (invoice.status !== 'open' && invoice.status !== 'uncollectible') {
      throw invalidRequest(`You can only void an open or uncollectible invoice; this invoice is ${invoice.status}.`, undefined, 'invoice_unexpected_state');
    }
    invoice.status = 'void';
    invoice.amount_remaining = 0;
    invoice.status_transitions.voided_at = this.context.nowSeconds();
    this.context.state.emitEvent('invoice.voided', invoice, caller);
    return invoice;
  }

  markUncollectible(id: string, caller: Caller): Invoice {
    const invoice = this.retrieve(id);
    if (invoice.status !== 'open') throw invalidRequest(`You can only mark an open invoice uncollectible; this invoice is ${invoice.status}.`, undefined, 'invoice_unexpected_state');
    invoice.status = 'uncollectible';
    invoice.status_transitions.marked_uncollectible_at = this.context.nowSeconds();
    this.context.state.emitEvent('invoice.marked_uncollectible', invoice, caller);
    return invoice;
  }

  /** A credit note against an open invoice lowers what is due; one that leaves nothing due pays it. */
  creditBeforePayment(invoice: Invoice, amount: number, caller: Caller): void {
    invoice.pre_payment_credit_notes_amount += amount;
    invoice.amount_due -= amount;
    invoice.amount_remaining -= amount;
    if (invoice.amount_remaining <= 0 && invoice.status === 'open') this.markPaid(invoice, caller);
  }

  creditAfterPayment(invoice: Invoice, amount: number): void {
    invoice.post_payment_credit_notes_amount += amount;
  }

  // --- InvoiceLookup (for invoice items) ---

  draftFor(invoiceId: string, customerId: string): { currency: string } {
    const invoice = this.retrieve(invoiceId);
    if (invoice.customer !== customerId) throw invalidRequest(`Invoice ${invoiceId} belongs to another customer.`, 'invoice');
    if (invoice.status !== 'draft') throw invalidRequest(`You can only add invoice items to a draft invoice; ${invoiceId} is ${invoice.status}.`, 'invoice', 'invoice_not_editable');
    return invoice;
  }

  isEditable(invoiceId: string): boolean {
    return this.invoices.get(invoiceId)?.status === 'draft';
  }

  itemsChanged(invoiceId: string): void {
    const invoice = this.invoices.get(invoiceId);
    if (invoice) this.recompute(invoice);
  }

  private markPaid(invoice: Invoice, caller: Caller): void {
    invoice.amount_paid = invoice.paid_out_of_band || invoice.payment_intent ? invoice.amount_remaining : 0;
    invoice.amount_remaining = 0;
    invoice.status = 'paid';
    invoice.paid = true;
    invoice.status_transitions.paid_at = this.context.nowSeconds();
    this.context.state.emitEvent('invoice.paid', invoice, caller);
    if (invoice.payment_intent) this.context.state.emitEvent('invoice.payment_succeeded', invoice, caller);
  }

  /** Lines, totals and the period from the invoice's items (drafts only: a finalized invoice is fixed). */
  private recompute(invoice: Invoice): void {
    if (invoice.status !== 'draft') return;
    const items = this.items.onInvoice(invoice.id);
    invoice.lines.data = items.map((item) => lineOf(item, invoice.id));
    invoice.lines.total_count = items.length;
    invoice.subtotal = items.reduce((sum, item) => sum + item.amount, 0);
    invoice.total = invoice.subtotal;
    invoice.amount_due = Math.max(0, invoice.total);
    invoice.amount_remaining = invoice.amount_due;
    if (items.length > 0) {
      invoice.period_start = Math.min(...items.map((item) => item.period.start));
      invoice.period_end = Math.max(...items.map((item) => item.period.end));
    }
  }
}

function lineOf(item: InvoiceItem, invoiceId: string): InvoiceLine {
  return {
    id: `il_${item.id.slice(3)}`,
    object: 'line_item',
    amount: item.amount,
    currency: item.currency,
    description: item.description,
    invoice: invoiceId,
    invoice_item: item.id,
    livemode: false,
    metadata: { ...item.metadata },
    parent: { type: 'invoice_item_details', invoice_item_details: { invoice_item: item.id } },
    period: { ...item.period },
    quantity: item.quantity,
    type: 'invoiceitem',
  };
}

function customFieldsParam(value: FormObject[string]): { name: string; value: string }[] | null {
  if (value === '') return null;
  const list = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : null;
  if (!list) throw invalidRequest('Invalid array', 'custom_fields');
  if (list.length > 4) throw invalidRequest('You can have up to 4 custom fields.', 'custom_fields');
  return list.map((field, index) => {
    if (!isObject(field)) throw invalidRequest('Invalid object', `custom_fields[${index}]`);
    return { name: stringParam(field.name ?? '', `custom_fields[${index}][name]`), value: stringParam(field.value ?? '', `custom_fields[${index}][value]`) };
  });
}
