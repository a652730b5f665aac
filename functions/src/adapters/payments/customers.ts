import type Stripe from 'stripe';
import { idOf, withStripe } from './client';
import { v1 } from './stripe-http';
import type { Metadata, SavedCardSummary, SetupIntentSummary, TaxIdSummary } from './types';

/** Company billing (issue 34): the company's Customer, its VAT number, and the card put on file with a SetupIntent. */

export interface CustomerDetails {
  name: string;
  email: string;
  address: { line1: string; line2: string; postalCode: string; city: string; country: string };
  metadata: Metadata;
}

function customerParams(details: CustomerDetails) {
  return {
    name: details.name,
    email: details.email,
    address: {
      line1: details.address.line1,
      line2: details.address.line2,
      postal_code: details.address.postalCode,
      city: details.address.city,
      country: details.address.country,
    },
    metadata: details.metadata,
  } satisfies Stripe.CustomerCreateParams & Stripe.CustomerUpdateParams;
}

/** @returns the new customer's id. */
export function createCustomer(details: CustomerDetails, idempotencyKey: string): Promise<string> {
  return withStripe(async (stripe) => (await stripe.post<Stripe.Customer>(v1`customers`, customerParams(details), { idempotencyKey })).id);
}

export function updateCustomer(customerId: string, details: CustomerDetails): Promise<void> {
  return withStripe(async (stripe) => {
    await stripe.post<Stripe.Customer>(v1`customers/${customerId}`, customerParams(details));
  });
}

/** Makes the payment method the customer's default for invoices. */
export function setDefaultInvoicePaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
  return withStripe(async (stripe) => {
    await stripe.post<Stripe.Customer>(v1`customers/${customerId}`, { invoice_settings: { default_payment_method: paymentMethodId } });
  });
}

export function listTaxIds(customerId: string): Promise<TaxIdSummary[]> {
  return withStripe(async (stripe) => (await stripe.get<Stripe.ApiList<Stripe.TaxId>>(v1`customers/${customerId}/tax_ids`, { limit: 10 })).data.map((taxId) => ({ id: taxId.id, value: taxId.value })));
}

export function deleteTaxId(customerId: string, taxIdId: string): Promise<void> {
  return withStripe(async (stripe) => {
    await stripe.del<Stripe.DeletedTaxId>(v1`customers/${customerId}/tax_ids/${taxIdId}`);
  });
}

export type VatIdType = 'eu_vat' | 'gb_vat' | 'ch_vat' | 'no_vat';

export function createTaxId(customerId: string, type: VatIdType, value: string): Promise<void> {
  return withStripe(async (stripe) => {
    await stripe.post<Stripe.TaxId>(v1`customers/${customerId}/tax_ids`, { type, value });
  });
}

/** A SetupIntent for the customer, for off-session charges later; the browser confirms it with its client secret. */
export function createSetupIntent(customerId: string, metadata: Metadata): Promise<SetupIntentSummary> {
  return withStripe(async (stripe) =>
    toSetupIntentSummary(
      await stripe.post<Stripe.SetupIntent>(v1`setup_intents`, {
        customer: customerId,
        usage: 'off_session',
        metadata,
      }),
    ),
  );
}

export function toSetupIntentSummary(intent: Stripe.SetupIntent): SetupIntentSummary {
  return {
    id: intent.id,
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    clientSecret: intent.client_secret ?? null,
    metadata: { ...(intent.metadata ?? {}) },
  };
}

/** The card of a payment method, or null when it is not a card. */
export function retrieveSavedCard(paymentMethodId: string): Promise<SavedCardSummary | null> {
  return withStripe(async (stripe) => {
    const method = await stripe.get<Stripe.PaymentMethod>(v1`payment_methods/${paymentMethodId}`);
    if (!method.card) return null;
    return { brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year };
  });
}
