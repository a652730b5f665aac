import type { FormObject } from './form-body';
import type { BillingContext } from './billing-context';
import { CreditNotes, type CreditNote } from './credit-notes';
import { CustomerPaymentMethods } from './customer-payment-methods';
import { Customers, type Customer, type TaxId } from './customers';
import { creditNotePdf, invoicePageHtml, invoicePdf } from './invoice-documents';
import { InvoiceItems, type InvoiceItem } from './invoice-items';
import { Invoices, type Invoice } from './invoices';
import { SetupIntents, type SetupIntent } from './setup-intents';
import { booleanParam, type Caller, type StripeState } from './stripe-state';

/**
 * The emulator's billing resources (issue 34) in one place: Customers, their PaymentMethods,
 * SetupIntents, invoice items, invoices and credit notes, their `/v1/*` routes (the shared router
 * asks `route()` for what it does not know), the hosted invoice pages and PDFs, and their part of
 * the state file.
 */
export interface BillingSnapshot {
  customers: Customer[];
  taxIds: TaxId[];
  setupIntents: SetupIntent[];
  invoiceItems: InvoiceItem[];
  invoices: Invoice[];
  invoicePageTokens: [string, string][];
  creditNotes: CreditNote[];
}

export interface BillingRoute {
  publishable: boolean;
  run: (params: FormObject, caller: Caller) => unknown;
}

export interface BillingPage {
  statusCode: number;
  contentType: string;
  body: string | Buffer;
}

export class Billing {
  readonly customers: Customers;
  readonly paymentMethods: CustomerPaymentMethods;
  readonly setupIntents: SetupIntents;
  readonly invoiceItems: InvoiceItems;
  readonly invoices: Invoices;
  readonly creditNotes: CreditNotes;

  constructor(options: { state: StripeState; now: () => number; baseUrl: () => string }) {
    const context: BillingContext = {
      state: options.state,
      nowSeconds: () => Math.floor(options.now() / 1000),
      baseUrl: options.baseUrl,
      attachPaymentMethod: (methodId, customerId, caller) => this.paymentMethods.attach(methodId, customerId, caller),
    };
    this.customers = new Customers(context);
    this.paymentMethods = new CustomerPaymentMethods(context, this.customers);
    this.setupIntents = new SetupIntents(context, this.customers);
    this.invoiceItems = new InvoiceItems(context, this.customers);
    this.invoices = new Invoices(context, this.customers, this.invoiceItems);
    this.creditNotes = new CreditNotes(context, this.customers, this.invoices);
  }

  saveState(): BillingSnapshot {
    return {
      customers: [...this.customers.customers.values()],
      taxIds: [...this.customers.taxIds.values()],
      setupIntents: [...this.setupIntents.setupIntents.values()],
      invoiceItems: [...this.invoiceItems.items.values()],
      invoices: [...this.invoices.invoices.values()],
      invoicePageTokens: [...this.invoices.pageTokens.entries()],
      creditNotes: [...this.creditNotes.creditNotes.values()],
    };
  }

  loadState(snapshot: Partial<BillingSnapshot>): void {
    for (const customer of snapshot.customers ?? []) this.customers.customers.set(customer.id, customer);
    for (const taxId of snapshot.taxIds ?? []) this.customers.taxIds.set(taxId.id, taxId);
    for (const intent of snapshot.setupIntents ?? []) this.setupIntents.setupIntents.set(intent.id, intent);
    for (const item of snapshot.invoiceItems ?? []) this.invoiceItems.items.set(item.id, item);
    for (const invoice of snapshot.invoices ?? []) this.invoices.invoices.set(invoice.id, invoice);
    for (const [id, token] of snapshot.invoicePageTokens ?? []) this.invoices.pageTokens.set(id, token);
    for (const note of snapshot.creditNotes ?? []) this.creditNotes.creditNotes.set(note.id, note);
  }

  /** The `/v1/*` routes of these resources; `parts` is the path split at '/' without 'v1'. */
  route(method: string, parts: readonly string[]): BillingRoute | undefined {
    const [resource, id, action, subId] = parts;
    const secretOnly = (run: BillingRoute['run']): BillingRoute => ({ publishable: false, run });
    const clientToo = (run: BillingRoute['run']): BillingRoute => ({ publishable: true, run });
    const text = (params: FormObject, name: string) => (typeof params[name] === 'string' ? (params[name] as string) : undefined);
    const limitOf = (params: FormObject) => Math.min(100, Math.max(1, Number(params.limit ?? 10) || 10));
    const list = (url: string, data: unknown[], hasMore = false) => ({ object: 'list', data, has_more: hasMore, url });
    switch (`${method} ${resource ?? ''}${id ? '/:id' : ''}${action ? `/${action}` : ''}${subId ? '/:sub' : ''}`) {
      case 'POST customers':
        return secretOnly((params, caller) => this.customers.create(params, caller));
      case 'GET customers':
        return secretOnly((params) => list('/v1/customers', this.customers.list({ email: text(params, 'email'), limit: limitOf(params) })));
      case 'GET customers/:id':
        return secretOnly(() => this.customers.retrieve(id!));
      case 'POST customers/:id':
        return secretOnly((params, caller) => this.customers.update(id!, params, caller));
      case 'DELETE customers/:id':
        return secretOnly((_params, caller) => this.customers.delete(id!, caller));
      case 'GET customers/:id/payment_methods':
        return secretOnly((params) => list(`/v1/customers/${id}/payment_methods`, this.paymentMethods.list(id!, limitOf(params))));
      case 'POST customers/:id/tax_ids':
        return secretOnly((params) => this.customers.createTaxId(id!, params));
      case 'GET customers/:id/tax_ids':
        return secretOnly(() => list(`/v1/customers/${id}/tax_ids`, this.customers.listTaxIds(id!)));
      case 'DELETE customers/:id/tax_ids/:sub':
        return secretOnly(() => this.customers.deleteTaxId(id!, subId!));
      case 'GET payment_methods':
        return secretOnly((params) => list('/v1/payment_methods', text(params, 'customer') ? this.paymentMethods.list(text(params, 'customer')!, limitOf(params)) : []));
      case 'POST payment_methods/:id/attach':
        return secretOnly((params, caller) => this.paymentMethods.attachFromParams(id!, params, caller));
      case 'POST payment_methods/:id/detach':
        return secretOnly((_params, caller) => this.paymentMethods.detach(id!, caller));
      case 'POST setup_intents':
        return secretOnly((params, caller) => this.setupIntents.create(params, caller));
      case 'GET setup_intents':
        return secretOnly((params) => list('/v1/setup_intents', this.setupIntents.list({ customer: text(params, 'customer'), limit: limitOf(params) })));
      case 'GET setup_intents/:id':
        return clientToo((params, caller) => this.setupIntents.retrieve(id!, caller, text(params, 'client_secret')));
      case 'POST setup_intents/:id':
        return secretOnly((params, caller) => this.setupIntents.update(id!, params, caller));
      case 'POST setup_intents/:id/confirm':
        return clientToo((params, caller) => this.setupIntents.confirm(id!, params, caller));
      case 'POST setup_intents/:id/cancel':
        return secretOnly((params, caller) => this.setupIntents.cancel(id!, params, caller));
      case 'POST invoiceitems':
        return secretOnly((params, caller) => this.invoiceItems.create(params, caller));
      case 'GET invoiceitems':
        return secretOnly((params) =>
          list(
            '/v1/invoiceitems',
            this.invoiceItems.list({
              customer: text(params, 'customer'),
              invoice: text(params, 'invoice'),
              pending: params.pending === undefined ? undefined : booleanParam(params.pending, 'pending'),
              limit: limitOf(params),
            }),
          ),
        );
      case 'GET invoiceitems/:id':
        return secretOnly(() => this.invoiceItems.retrieve(id!));
      case 'POST invoiceitems/:id':
        return secretOnly((params) => this.invoiceItems.update(id!, params));
      case 'DELETE invoiceitems/:id':
        return secretOnly((_params, caller) => this.invoiceItems.delete(id!, caller));
      case 'POST invoices':
        return secretOnly((params, caller) => this.invoices.create(params, caller));
      case 'GET invoices':
        return secretOnly((params) => {
          const page = this.invoices.list({ customer: text(params, 'customer'), status: text(params, 'status'), startingAfter: text(params, 'starting_after'), limit: limitOf(params) });
          return list('/v1/invoices', page.data, page.hasMore);
        });
      case 'GET invoices/:id':
        return secretOnly(() => this.invoices.retrieve(id!));
      case 'POST invoices/:id':
        return secretOnly((params, caller) => this.invoices.update(id!, params, caller));
      case 'DELETE invoices/:id':
        return secretOnly((_params, caller) => this.invoices.delete(id!, caller));
      case 'GET invoices/:id/lines':
        return secretOnly(() => list(`/v1/invoices/${id}/lines`, this.invoices.lines(id!)));
      case 'POST invoices/:id/finalize':
        return secretOnly((params, caller) => this.invoices.finalize(id!, params, caller));
      case 'POST invoices/:id/pay':
        return secretOnly((params, caller) => this.invoices.pay(id!, params, caller));
      case 'POST invoices/:id/send':
        return secretOnly((_params, caller) => this.invoices.send(id!, caller));
      case 'POST invoices/:id/void':
        return secretOnly((_params, caller) => this.invoices.void(id!, caller));
      case 'POST invoices/:id/mark_uncollectible':
        return secretOnly((_params, caller) => this.invoices.markUncollectible(id!, caller));
      case 'POST credit_notes':
        return secretOnly((params, caller) => this.creditNotes.create(params, caller));
      case 'GET credit_notes':
        return secretOnly((params) => list('/v1/credit_notes', this.creditNotes.list({ invoice: text(params, 'invoice'), customer: text(params, 'customer'), limit: limitOf(params) })));
      case 'GET credit_notes/:id':
        return secretOnly(() => this.creditNotes.retrieve(id!));
      case 'POST credit_notes/:id/void':
        return secretOnly((_params, caller) => this.creditNotes.void(id!, caller));
      default:
        return undefined;
    }
  }

  /**
   * `GET /invoice/{id}/{token}` (hosted page), `/invoice/{id}/{token}/pdf` and
   * `/credit_note/{id}/pdf`; undefined for any other path.
   */
  page(path: string): BillingPage | undefined {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    const notFound: BillingPage = { statusCode: 404, contentType: 'text/html; charset=utf-8', body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>This invoice does not exist</h1></body></html>' };
    if (parts[0] === 'invoice') {
      const [, id, token, pdf] = parts;
      const invoice = id ? this.invoices.invoices.get(id) : undefined;
      if (!invoice || !token || this.invoices.pageTokens.get(invoice.id) !== token || (pdf !== undefined && pdf !== 'pdf') || parts.length > 4) return notFound;
      if (pdf) return { statusCode: 200, contentType: 'application/pdf', body: invoicePdf(invoice) };
      return { statusCode: 200, contentType: 'text/html; charset=utf-8', body: invoicePageHtml(invoice) };
    }
    if (parts[0] === 'credit_note') {
      const note = parts[1] ? this.creditNotes.creditNotes.get(parts[1]) : undefined;
      if (!note || parts[2] !== 'pdf' || parts.length > 3) return notFound;
      return { statusCode: 200, contentType: 'application/pdf', body: creditNotePdf(note, this.invoices.retrieve(note.invoice)) };
    }
    return undefined;
  }
}
