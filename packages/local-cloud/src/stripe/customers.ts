import type { FormObject, FormValue } from './form-body';
import { stripeId } from './ids';
import { invalidRequest, resourceMissing } from './stripe-errors';
import { allowOnly, isObject, mergeMetadata, metadataParam, optionalString, stringParam, type Caller } from './stripe-state';
import type { BillingContext } from './billing-context';

/**
 * Customers (issue 34): who a saved card and an invoice belong to. Create, retrieve, update, list,
 * delete, and the tax ids (`tax_id_data` on create, `/v1/customers/{id}/tax_ids`) that invoices copy.
 */
export interface Address {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

export interface TaxId {
  id: string;
  object: 'tax_id';
  country: string | null;
  created: number;
  customer: string;
  livemode: false;
  type: string;
  value: string;
  verification: { status: 'unavailable'; verified_address: null; verified_name: null };
}

export interface Customer {
  id: string;
  object: 'customer';
  address: Address | null;
  balance: number;
  created: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  description: string | null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: { custom_fields: null; default_payment_method: string | null; footer: string | null; rendering_options: null };
  livemode: false;
  metadata: Record<string, string>;
  name: string | null;
  next_invoice_sequence: number;
  phone: string | null;
  preferred_locales: string[];
  tax_exempt: 'none' | 'exempt' | 'reverse';
}

const ADDRESS_FIELDS = ['city', 'country', 'line1', 'line2', 'postal_code', 'state'] as const;
const TAX_ID_TYPES = ['eu_vat', 'gb_vat', 'ch_vat', 'no_vat', 'us_ein'];
const EDITABLE = ['address', 'description', 'email', 'metadata', 'name', 'phone', 'preferred_locales', 'invoice_settings', 'tax_exempt', 'expand'];

export class Customers {
  readonly customers = new Map<string, Customer>();
  readonly taxIds = new Map<string, TaxId>();

  constructor(private readonly context: BillingContext) {
    context.state.customerExists = (id) => this.customers.has(id);
  }

  create(params: FormObject, caller: Caller): Customer {
    allowOnly(params, [...EDITABLE, 'payment_method', 'tax_id_data']);
    const id = stripeId('cus', 14);
    const customer: Customer = {
      id,
      object: 'customer',
      address: null,
      balance: 0,
      created: this.context.nowSeconds(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      email: null,
      invoice_prefix: stripeId('x', 8).slice(2).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: {},
      name: null,
      next_invoice_sequence: 1,
      phone: null,
      preferred_locales: [],
      tax_exempt: 'none',
    };
    this.apply(customer, params);
    this.customers.set(id, customer);
    const taxIdData = params.tax_id_data === undefined ? [] : Array.isArray(params.tax_id_data) ? params.tax_id_data : [params.tax_id_data];
    for (const [index, data] of taxIdData.entries()) {
      if (!isObject(data)) throw invalidRequest('Invalid object', `tax_id_data[${index}]`);
      this.addTaxId(customer, data, `tax_id_data[${index}]`);
    }
    if (params.payment_method !== undefined) {
      this.context.attachPaymentMethod(stringParam(params.payment_method, 'payment_method'), id, caller);
    }
    this.context.state.emitEvent('customer.created', customer, caller);
    return customer;
  }

  retrieve(id: string): Customer {
    const customer = this.customers.get(id);
    if (!customer) throw resourceMissing('customer', id);
    return customer;
  }

  update(id: string, params: FormObject, caller: Caller): Customer {
    allowOnly(params, EDITABLE);
    const customer = this.retrieve(id);
    this.apply(customer, params);
    this.context.state.emitEvent('customer.updated', customer, caller);
    return customer;
  }

  list(filter: { email?: string; limit: number }): Customer[] {
    return [...this.customers.values()]
      .filter((customer) => !filter.email || customer.email === filter.email)
      .reverse()
      .slice(0, filter.limit);
  }

  delete(id: string, caller: Caller): { id: string; object: 'customer'; deleted: true } {
    const customer = this.retrieve(id);
    this.customers.delete(id);
    this.context.state.emitEvent('customer.deleted', customer, caller);
    return { id, object: 'customer', deleted: true };
  }

  createTaxId(customerId: string, params: FormObject): TaxId {
    allowOnly(params, ['type', 'value', 'expand']);
    return this.addTaxId(this.retrieve(customerId), params, '');
  }

  listTaxIds(customerId: string): TaxId[] {
    this.retrieve(customerId);
    return [...this.taxIds.values()].filter((taxId) => taxId.customer === customerId);
  }

  deleteTaxId(customerId: string, taxId: string): { id: string; object: 'tax_id'; deleted: true } {
    const existing = this.taxIds.get(taxId);
    if (!existing || existing.customer !== customerId) throw resourceMissing('tax_id', taxId);
    this.taxIds.delete(taxId);
    return { id: taxId, object: 'tax_id', deleted: true };
  }

  private addTaxId(customer: Customer, data: { [key: string]: FormValue }, prefix: string): TaxId {
    const name = (field: string) => (prefix ? `${prefix}[${field}]` : field);
    const type = stringParam(data.type ?? '', name('type'));
    if (!TAX_ID_TYPES.includes(type)) throw invalidRequest(`Invalid type: must be one of ${TAX_ID_TYPES.join(', ')} (the local Stripe emulator's tax id types)`, name('type'));
    const value = stringParam(data.value ?? '', name('value')).replace(/\s/g, '').toUpperCase();
    if (!/^[A-Z0-9]{4,20}$/.test(value)) throw invalidRequest(`Invalid value for ${type}.`, name('value'), 'tax_id_invalid');
    const taxId: TaxId = {
      id: stripeId('txi'),
      object: 'tax_id',
      country: type.endsWith('_vat') ? value.slice(0, 2) : 'US',
      created: this.context.nowSeconds(),
      customer: customer.id,
      livemode: false,
      type,
      value,
      verification: { status: 'unavailable', verified_address: null, verified_name: null },
    };
    this.taxIds.set(taxId.id, taxId);
    return taxId;
  }

  private apply(customer: Customer, params: FormObject): void {
    if (params.name !== undefined) customer.name = optionalString(params.name, 'name');
    if (params.email !== undefined) {
      const email = optionalString(params.email, 'email');
      if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw invalidRequest('Invalid email address: ' + email, 'email', 'email_invalid');
      customer.email = email;
    }
    if (params.description !== undefined) customer.description = optionalString(params.description, 'description');
    if (params.phone !== undefined) customer.phone = optionalString(params.phone, 'phone');
    if (params.metadata !== undefined) customer.metadata = customer.metadata ? mergeMetadata(customer.metadata, params.metadata) : metadataParam(params.metadata);
    if (params.address !== undefined) customer.address = addressParam(params.address, 'address');
    if (params.tax_exempt !== undefined) {
      const value = stringParam(params.tax_exempt, 'tax_exempt');
      if (value !== 'none' && value !== 'exempt' && value !== 'reverse') throw invalidRequest('Invalid tax_exempt: must be one of none, exempt, or reverse', 'tax_exempt');
      customer.tax_exempt = value;
    }
    if (params.preferred_locales !== undefined) {
      const locales = Array.isArray(params.preferred_locales) ? params.preferred_locales : params.preferred_locales === '' ? [] : [params.preferred_locales];
      customer.preferred_locales = locales.map((locale) => stringParam(locale, 'preferred_locales'));
    }
    if (params.invoice_settings !== undefined) {
      const settings = params.invoice_settings;
      if (!isObject(settings)) throw invalidRequest('Invalid object', 'invoice_settings');
      allowOnly(settings, ['default_payment_method', 'footer']);
      if (settings.default_payment_method !== undefined) {
        const methodId = optionalString(settings.default_payment_method, 'invoice_settings[default_payment_method]');
        if (methodId !== null) {
          const method = this.context.state.paymentMethods.get(methodId);
          if (!method) throw resourceMissing('PaymentMethod', methodId, 'invoice_settings[default_payment_method]');
          if (method.customer !== customer.id) {
            throw invalidRequest(
              `The customer does not have a payment method with the ID ${methodId}. The payment method must be attached to the customer.`,
              'invoice_settings[default_payment_method]',
            );
          }
        }
        customer.invoice_settings.default_payment_method = methodId;
      }
      if (settings.footer !== undefined) customer.invoice_settings.footer = optionalString(settings.footer, 'invoice_settings[footer]');
    }
  }
}

export function addressParam(value: FormValue, param: string): Address | null {
  if (value === '') return null;
  if (!isObject(value)) throw invalidRequest('Invalid object', param);
  allowOnly(value, [...ADDRESS_FIELDS]);
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, optionalString(value[field], `${param}[${field}]`)])) as unknown as Address;
  if (address.country !== null && !/^[A-Z]{2}$/.test(address.country)) throw invalidRequest('Country must be a two-letter ISO code (e.g. DK).', `${param}[country]`);
  return address;
}
