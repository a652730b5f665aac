import type { FormObject } from './form-body';
import { stripeId } from './ids';
import { invalidRequest, resourceMissing } from './stripe-errors';
import { allowOnly, integerParam, isObject, metadataParam, optionalString, stringParam, type Caller } from './stripe-state';
import type { BillingContext } from './billing-context';
import type { Customers } from './customers';
import type { Invoices } from './invoices';

/**
 * Credit notes (issue 34): how a finalized invoice is corrected. Against an `open` invoice the
 * credit lowers what is due (`pre_payment`); against a `paid` one it is `post_payment` and is split
 * into `refund_amount` (refunded to the card that paid), `credit_amount` (the customer's balance,
 * taken off the next invoice) and `out_of_band_amount`; without a split it is refunded when the
 * invoice was paid by card and credited to the balance otherwise. Emits credit_note.created and
 * credit_note.voided.
 */
export interface CreditNoteLine {
  id: string;
  object: 'credit_note_line_item';
  amount: number;
  description: string | null;
  invoice_line_item: string | null;
  livemode: false;
  quantity: number;
  type: 'invoice_line_item' | 'custom_line_item';
}

export interface CreditNote {
  id: string;
  object: 'credit_note';
  amount: number;
  created: number;
  currency: string;
  customer: string;
  customer_balance_transaction: null;
  invoice: string;
  lines: { object: 'list'; data: CreditNoteLine[]; has_more: false; url: string };
  livemode: false;
  memo: string | null;
  metadata: Record<string, string>;
  number: string;
  out_of_band_amount: number | null;
  pdf: string;
  reason: string | null;
  refund: string | null;
  status: 'issued' | 'void';
  subtotal: number;
  total: number;
  type: 'pre_payment' | 'post_payment';
  voided_at: number | null;
}

const REASONS = ['duplicate', 'fraudulent', 'order_change', 'product_unsatisfactory'];

export class CreditNotes {
  readonly creditNotes = new Map<string, CreditNote>();

  constructor(
    private readonly context: BillingContext,
    private readonly customers: Customers,
    private readonly invoices: Invoices,
  ) {}

  create(params: FormObject, caller: Caller): CreditNote {
    allowOnly(params, ['invoice', 'amount', 'lines', 'reason', 'memo', 'metadata', 'refund_amount', 'credit_amount', 'out_of_band_amount', 'expand']);
    if (params.invoice === undefined) throw invalidRequest('Missing required param: invoice.', 'invoice', 'parameter_missing');
    const invoice = this.invoices.retrieve(stringParam(params.invoice, 'invoice'));
    if (invoice.status !== 'open' && invoice.status !== 'paid') {
      throw invalidRequest(`You can only create a credit note for an open or paid invoice; ${invoice.id} is ${invoice.status}.`, 'invoice', 'invoice_unexpected_state');
    }
    const lines = this.linesOf(params, invoice.id);
    const amount = lines.length > 0 ? lines.reduce((sum, line) => sum + line.amount, 0) : params.amount === undefined ? 0 : integerParam(params.amount, 'amount');
    if (amount <= 0) throw invalidRequest('A credit note needs a positive amount or lines.', 'amount');
    const credited = this.list({ invoice: invoice.id, limit: Number.MAX_SAFE_INTEGER }).filter((note) => note.status === 'issued').reduce((sum, note) => sum + note.amount, 0);
    if (credited + amount > invoice.total) {
      throw invalidRequest(`The credit note amount (${amount}) is more than what is left to credit on the invoice (${invoice.total - credited}).`, 'amount', 'credit_note_amount_too_large');
    }
    const reason = params.reason === undefined ? null : stringParam(params.reason, 'reason');
    if (reason !== null && !REASONS.includes(reason)) throw invalidRequest(`Invalid reason: must be one of ${REASONS.join(', ')}`, 'reason');
    const type = invoice.status === 'paid' ? 'post_payment' : 'pre_payment';
    let refundId: string | null = null;
    let outOfBand: number | null = null;
    if (type === 'post_payment') {
      const refund = params.refund_amount === undefined ? null : integerParam(params.refund_amount, 'refund_amount');
      const credit = params.credit_amount === undefined ? null : integerParam(params.credit_amount, 'credit_amount');
      outOfBand = params.out_of_band_amount === undefined ? null : integerParam(params.out_of_band_amount, 'out_of_band_amount');
      const split = refund !== null || credit !== null || outOfBand !== null;
      const refundAmount = split ? (refund ?? 0) : invoice.payment_intent ? amount : 0;
      const creditAmount = split ? (credit ?? 0) : invoice.payment_intent ? 0 : amount;
      if (split && refundAmount + creditAmount + (outOfBand ?? 0) !== amount) {
        throw invalidRequest('The sum of refund_amount, credit_amount and out_of_band_amount must equal the credit note amount.', 'refund_amount');
      }
      if (refundAmount > 0) {
        if (!invoice.payment_intent) throw invalidRequest('This invoice was not paid by card; nothing can be refunded.', 'refund_amount');
        refundId = this.context.state.createRefund({ payment_intent: invoice.payment_intent, amount: String(refundAmount), metadata: { invoice: invoice.id } }, caller).id;
      }
      if (creditAmount > 0) this.customers.retrieve(invoice.customer).balance -= creditAmount;
      this.invoices.creditAfterPayment(invoice, amount);
    } else {
      this.invoices.creditBeforePayment(invoice, amount, caller);
    }
    const sequence = this.list({ invoice: invoice.id, limit: Number.MAX_SAFE_INTEGER }).length + 1;
    const id = stripeId('cn');
    const note: CreditNote = {
      id,
      object: 'credit_note',
      amount,
      created: this.context.nowSeconds(),
      currency: invoice.currency,
      customer: invoice.customer,
      customer_balance_transaction: null,
      invoice: invoice.id,
      lines: { object: 'list', data: lines, has_more: false, url: `/v1/credit_notes/${id}/lines` },
      livemode: false,
      memo: optionalString(params.memo, 'memo'),
      metadata: metadataParam(params.metadata),
      number: `${invoice.number}-CN-${String(sequence).padStart(2, '0')}`,
      out_of_band_amount: outOfBand,
      pdf: `${this.context.baseUrl()}/credit_note/${id}/pdf`,
      reason,
      refund: refundId,
      status: 'issued',
      subtotal: amount,
      total: amount,
      type,
      voided_at: null,
    };
    this.creditNotes.set(id, note);
    this.context.state.emitEvent('credit_note.created', note, caller);
    return note;
  }

  retrieve(id: string): CreditNote {
    const note = this.creditNotes.get(id);
    if (!note) throw resourceMissing('credit_note', id);
    return note;
  }

  list(filter: { invoice?: string; customer?: string; limit: number }): CreditNote[] {
    return [...this.creditNotes.values()]
      .filter((note) => (!filter.invoice || note.invoice === filter.invoice) && (!filter.customer || note.customer === filter.customer))
      .reverse()
      .slice(0, filter.limit);
  }

  /** Voids a credit note of an invoice that is still open (what it took off is due again). */
  void(id: string, caller: Caller): CreditNote {
    const note = this.retrieve(id);
    if (note.status === 'void') throw invalidRequest('This credit note is already void.', undefined, 'credit_note_unexpected_state');
    const invoice = this.invoices.retrieve(note.invoice);
    if (note.type !== 'pre_payment' || invoice.status !== 'open') {
      throw invalidRequest('Only a credit note of an invoice that is still open can be voided.', undefined, 'credit_note_unexpected_state');
    }
    invoice.pre_payment_credit_notes_amount -= note.amount;
    invoice.amount_due += note.amount;
    invoice.amount_remaining += note.amount;
    note.status = 'void';
    note.voided_at = this.context.nowSeconds();
    this.context.state.emitEvent('credit_note.voided', note, caller);
    return note;
  }

  private linesOf(params: FormObject, invoiceId: string): CreditNoteLine[] {
    if (params.lines === undefined) return [];
    const list = Array.isArray(params.lines) ? params.lines : [params.lines];
    const invoiceLines = this.invoices.lines(invoiceId);
    return list.map((raw, index) => {
      const name = `lines[${index}]`;
      if (!isObject(raw)) throw invalidRequest('Invalid object', name);
      allowOnly(raw, ['type', 'invoice_line_item', 'amount', 'quantity', 'unit_amount', 'description']);
      const type = stringParam(raw.type ?? '', `${name}[type]`);
      const quantity = raw.quantity === undefined ? 1 : integerParam(raw.quantity, `${name}[quantity]`);
      if (type === 'invoice_line_item') {
        const lineId = stringParam(raw.invoice_line_item ?? '', `${name}[invoice_line_item]`);
        const line = invoiceLines.find((candidate) => candidate.id === lineId);
        if (!line) throw invalidRequest(`Invoice line item ${lineId} is not on invoice ${invoiceId}.`, `${name}[invoice_line_item]`);
        const amount = raw.amount === undefined ? Math.round((line.amount / line.quantity) * quantity) : integerParam(raw.amount, `${name}[amount]`);
        if (amount <= 0 || amount > line.amount) throw invalidRequest(`${name}[amount] must be between 1 and the line's amount (${line.amount}).`, `${name}[amount]`);
        return { id: stripeId('cnli'), object: 'credit_note_line_item', amount, description: line.description, invoice_line_item: line.id, livemode: false, quantity, type } as const;
      }
      if (type === 'custom_line_item') {
        const unitAmount = integerParam(raw.unit_amount ?? '', `${name}[unit_amount]`);
        if (unitAmount <= 0) throw invalidRequest('Invalid positive integer', `${name}[unit_amount]`);
        return { id: stripeId('cnli'), object: 'credit_note_line_item', amount: unitAmount * quantity, description: optionalString(raw.description, `${name}[description]`), invoice_line_item: null, livemode: false, quantity, type } as const;
      }
      throw invalidRequest('Invalid type: must be one of invoice_line_item or custom_line_item', `${name}[type]`);
    });
  }
}
