import type { FormObject } from './form-body';
import { stripeId } from './ids';
import { invalidRequest, resourceMissing } from './stripe-errors';
import { allowOnly, integerParam, isObject, mergeMetadata, metadataParam, optionalString, requiredCurrency, stringParam, type Caller } from './stripe-state';
import type { BillingContext } from './billing-context';
import type { Customers } from './customers';

/**
 * Invoice items (issue 34): one line of money owed by a customer, pending until it is put on an
 * invoice (`invoice=in_…` on create, or pulled in by an invoice created with
 * `pending_invoice_items_behavior=include`). Items can change or go while they are pending or on
 * a draft; once the invoice is finalized they are fixed (a credit note corrects them).
 */
export interface InvoiceItem {
  id: string;
  object: 'invoiceitem';
  amount: number;
  currency: string;
  customer: string;
  date: number;
  description: string | null;
  discountable: boolean;
  invoice: string | null;
  livemode: false;
  metadata: Record<string, string>;
  period: { start: number; end: number };
  proration: false;
  quantity: number;
  unit_amount: number;
  unit_amount_decimal: string;
}

/** What the invoices need to know about an invoice an item names. */
export interface InvoiceLookup {
  draftFor(invoiceId: string, customerId: string): { currency: string };
  isEditable(invoiceId: string): boolean;
  /** Recomputes the totals of a draft after its items changed. */
  itemsChanged(invoiceId: string): void;
}

const MAX_AMOUNT = 99_999_999;

export class InvoiceItems {
  readonly items = new Map<string, InvoiceItem>();
  invoices!: InvoiceLookup;

  constructor(
    private readonly context: BillingContext,
    private readonly customers: Customers,
  ) {}

  create(params: FormObject, caller: Caller): InvoiceItem {
    allowOnly(params, ['customer', 'amount', 'unit_amount', 'quantity', 'currency', 'description', 'metadata', 'invoice', 'period', 'discountable', 'expand']);
    if (params.customer === undefined) throw invalidRequest('Missing required param: customer.', 'customer', 'parameter_missing');
    const customer = this.customers.retrieve(stringParam(params.customer, 'customer'));
    const invoiceId = optionalString(params.invoice, 'invoice');
    const draft = invoiceId ? this.invoices.draftFor(invoiceId, customer.id) : null;
    const currency = params.currency === undefined ? (draft?.currency ?? customer.currency ?? 'eur') : requiredCurrency(params.currency);
    if (draft && draft.currency !== currency) throw invalidRequest(`The currency ${currency} does not match the invoice's currency ${draft.currency}.`, 'currency');
    const quantity = params.quantity === undefined ? 1 : integerParam(params.quantity, 'quantity');
    if (quantity < 1) throw invalidRequest('Invalid positive integer', 'quantity');
    let unitAmount: number;
    if (params.amount !== undefined) {
      if (params.unit_amount !== undefined) throw invalidRequest('You may only specify one of these parameters: amount, unit_amount.', 'amount');
      unitAmount = integerParam(params.amount, 'amount') / quantity;
      if (!Number.isInteger(unitAmount)) throw invalidRequest('amount must be a multiple of quantity.', 'amount');
    } else if (params.unit_amount !== undefined) {
      unitAmount = integerParam(params.unit_amount, 'unit_amount');
    } else {
      throw invalidRequest('Missing required param: amount.', 'amount', 'parameter_missing');
    }
    const amount = unitAmount * quantity;
    if (Math.abs(amount) > MAX_AMOUNT) throw invalidRequest(`Amount must be no more than ${MAX_AMOUNT}`, 'amount', 'amount_too_large');
    const now = this.context.nowSeconds();
    const period = params.period === undefined ? { start: now, end: now } : periodParam(params.period);
    const item: InvoiceItem = {
      id: stripeId('ii'),
      object: 'invoiceitem',
      amount,
      currency,
      customer: customer.id,
      date: now,
      description: optionalString(params.description, 'description'),
      discountable: params.discountable !== 'false',
      invoice: invoiceId,
      livemode: false,
      metadata: metadataParam(params.metadata),
      period,
      proration: false,
      quantity,
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    };
    this.items.set(item.id, item);
    if (invoiceId) this.invoices.itemsChanged(invoiceId);
    this.context.state.emitEvent('invoiceitem.created', item, caller);
    return item;
  }

  retrieve(id: string): InvoiceItem {
    const item = this.items.get(id);
    if (!item) throw resourceMissing('invoiceitem', id);
    return item;
  }

  update(id: string, params: FormObject): InvoiceItem {
    allowOnly(params, ['amount', 'description', 'metadata', 'period', 'expand']);
    const item = this.retrieve(id);
    if (params.metadata !== undefined) item.metadata = mergeMetadata(item.metadata, params.metadata);
    const changesMoney = params.amount !== undefined || params.description !== undefined || params.period !== undefined;
    if (changesMoney && item.invoice && !this.invoices.isEditable(item.invoice)) {
      throw invalidRequest(`Invoice item ${id} is on a finalized invoice and can no longer be changed.`, undefined, 'invoice_not_editable');
    }
    if (params.amount !== undefined) {
      item.amount = integerParam(params.amount, 'amount');
      item.quantity = 1;
      item.unit_amount = item.amount;
      item.unit_amount_decimal = String(item.amount);
    }
    if (params.description !== undefined) item.description = optionalString(params.description, 'description');
    if (params.period !== undefined) item.period = periodParam(params.period);
    if (item.invoice) this.invoices.itemsChanged(item.invoice);
    return item;
  }

  /** `DELETE /v1/invoiceitems/{id}`: only while pending or on a draft invoice. */
  delete(id: string, caller: Caller): { id: string; object: 'invoiceitem'; deleted: true } {
    const item = this.retrieve(id);
    if (item.invoice && !this.invoices.isEditable(item.invoice)) {
      throw invalidRequest(`Invoice item ${id} is on a finalized invoice and cannot be deleted; issue a credit note instead.`, undefined, 'invoice_not_editable');
    }
    this.items.delete(id);
    if (item.invoice) this.invoices.itemsChanged(item.invoice);
    this.context.state.emitEvent('invoiceitem.deleted', item, caller);
    return { id, object: 'invoiceitem', deleted: true };
  }

  list(filter: { customer?: string; invoice?: string; pending?: boolean; limit: number }): InvoiceItem[] {
    return [...this.items.values()]
      .filter(
        (item) =>
          (!filter.customer || item.customer === filter.customer) &&
          (!filter.invoice || item.invoice === filter.invoice) &&
          (filter.pending === undefined || (item.invoice === null) === filter.pending),
      )
      .reverse()
      .slice(0, filter.limit);
  }

  /** The items of an invoice, oldest first (its lines). */
  onInvoice(invoiceId: string): InvoiceItem[] {
    return [...this.items.values()].filter((item) => item.invoice === invoiceId);
  }
}

function periodParam(value: FormObject[string]): { start: number; end: number } {
  if (!isObject(value)) throw invalidRequest('Invalid object', 'period');
  const start = integerParam(value.start ?? '', 'period[start]');
  const end = integerParam(value.end ?? '', 'period[end]');
  if (end < start) throw invalidRequest('period[end] must be after period[start].', 'period[end]');
  return { start, end };
}
