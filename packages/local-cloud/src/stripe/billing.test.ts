import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_KEYS } from './local-stripe-keys';
import { startStripeEmulator, type StripeEmulator } from './start-stripe-emulator';
import { emulatorClient, WebhookEndpoint } from './test-support/webhook-endpoint';

/** Issue 34: the emulator's billing resources, through the official `stripe` SDK (and the browser's form POST). */
const APP_ORIGIN = 'http://localhost:4322';
let emulator: StripeEmulator;
let stripe: Stripe;
const endpoint = new WebhookEndpoint();

beforeAll(async () => {
  await endpoint.start();
  emulator = await startStripeEmulator({
    port: 0,
    secretName: 'worknest-test/stripe',
    webhookUrl: endpoint.url,
    appOrigins: [APP_ORIGIN],
    webhookRetryDelaysMs: [20],
  });
  stripe = emulatorClient('sk_test_billing', emulator.port);
});

afterAll(async () => {
  await emulator.stop();
  await endpoint.close();
});

afterEach(async () => {
  await emulator.webhooksIdle();
  endpoint.clear();
});

const card = (number: string) => ({ number, exp_month: '12', exp_year: String(new Date().getUTCFullYear() + 2), cvc: '123' });

/** What the app's local card form does for a SetupIntent: a form POST with the publishable key and the client secret. */
async function confirmSetupFromBrowser(clientSecret: string, number: string) {
  const id = clientSecret.split('_secret_')[0]!;
  const form = new URLSearchParams({ key: LOCAL_STRIPE_KEYS.publishableKey, client_secret: clientSecret, 'payment_method_data[type]': 'card' });
  for (const [name, value] of Object.entries(card(number))) form.set(`payment_method_data[card][${name}]`, value);
  const response = await fetch(`${emulator.url}/v1/setup_intents/${id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any>, cors: response.headers.get('access-control-allow-origin') };
}

/** The verified events the webhook endpoint received. */
function deliveredEvents(): Stripe.Event[] {
  return endpoint.events(LOCAL_STRIPE_KEYS.webhookSecret);
}

async function customerWithCard(number: string): Promise<{ customer: Stripe.Customer; paymentMethod: string }> {
  const customer = await stripe.customers.create({ name: 'Acme A/S', email: 'billing@acme.test' });
  const setup = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
  const confirmed = await confirmSetupFromBrowser(setup.client_secret!, number);
  expect(confirmed.status).toBe(200);
  const paymentMethod = String(confirmed.body.payment_method);
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: paymentMethod } });
  return { customer, paymentMethod };
}

describe('customers', () => {
  it('creates, updates, lists and deletes a customer with its VAT number', async () => {
    const created = await stripe.customers.create({
      name: 'Acme A/S',
      email: 'billing@acme.test',
      address: { line1: 'Vesterbrogade 1', city: 'Copenhagen', postal_code: '1620', country: 'DK' },
      tax_id_data: [{ type: 'eu_vat', value: 'DK 12345678' }],
      metadata: { companyId: 'c-acme' },
    });
    expect(created).toMatchObject({ object: 'customer', name: 'Acme A/S', metadata: { companyId: 'c-acme' }, address: { city: 'Copenhagen', country: 'DK' } });
    expect((await stripe.customers.listTaxIds(created.id)).data).toMatchObject([{ type: 'eu_vat', value: 'DK12345678' }]);
    const updated = await stripe.customers.update(created.id, { email: 'ap@acme.test' });
    expect(updated.email).toBe('ap@acme.test');
    expect((await stripe.customers.list({ email: 'ap@acme.test' })).data.map((customer) => customer.id)).toContain(created.id);
    await expect(stripe.customers.update(created.id, { email: 'not-an-address' })).rejects.toMatchObject({ statusCode: 400, param: 'email' });
    expect(await stripe.customers.del(created.id)).toMatchObject({ deleted: true });
    await expect(stripe.customers.retrieve(created.id)).rejects.toMatchObject({ code: 'resource_missing' });
  });
});

describe('SetupIntents and saved cards', () => {
  it('saves a card to the customer through the browser form and signs setup_intent.succeeded', async () => {
    const customer = await stripe.customers.create({ name: 'Acme A/S' });
    const setup = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    expect(setup).toMatchObject({ status: 'requires_payment_method', customer: customer.id });
    const confirmed = await confirmSetupFromBrowser(setup.client_secret!, '4242424242424242');
    expect(confirmed).toMatchObject({ status: 200, cors: APP_ORIGIN, body: { status: 'succeeded' } });
    const methods = await stripe.customers.listPaymentMethods(customer.id);
    expect(methods.data).toMatchObject([{ id: confirmed.body.payment_method, customer: customer.id, card: { last4: '4242', brand: 'visa' } }]);
    await emulator.webhooksIdle();
    const succeeded = deliveredEvents().find((event) => event.type === 'setup_intent.succeeded');
    expect(succeeded?.data.object).toMatchObject({ id: setup.id, payment_method: confirmed.body.payment_method });
  });

  it('fails the setup of a declined card with its message, and refuses a wrong client secret', async () => {
    const customer = await stripe.customers.create({ name: 'Acme A/S' });
    const setup = await stripe.setupIntents.create({ customer: customer.id });
    const declined = await confirmSetupFromBrowser(setup.client_secret!, '4000000000000002');
    expect(declined).toMatchObject({ status: 402, body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } } });
    expect((await stripe.setupIntents.retrieve(setup.id)).status).toBe('requires_payment_method');
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toEqual([]);
    const wrong = await confirmSetupFromBrowser(`${setup.id}_secret_wrong`, '4242424242424242');
    expect(wrong.status).toBe(400);
    // A publishable key may not create one.
    const publishable = emulatorClient(LOCAL_STRIPE_KEYS.publishableKey, emulator.port);
    await expect(publishable.setupIntents.create({ customer: customer.id })).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('off-session PaymentIntents', () => {
  it('charges the saved card once per idempotency key', async () => {
    const { customer, paymentMethod } = await customerWithCard('4242424242424242');
    const params = { amount: 41500, currency: 'eur', customer: customer.id, payment_method: paymentMethod, off_session: true, confirm: true, metadata: { bookingId: 'b-biz-1' } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'business-stay-b-biz-1' });
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'business-stay-b-biz-1' });
    expect(first).toMatchObject({ status: 'succeeded', amount_received: 41500, customer: customer.id });
    expect(again.id).toBe(first.id);
    expect((await stripe.paymentIntents.list({ limit: 100 })).data.filter((intent) => intent.metadata.bookingId === 'b-biz-1')).toHaveLength(1);
  });

  it('fails with authentication_required for 4000 0027 6000 3184 off-session, and with the decline of a declining card', async () => {
    const { customer, paymentMethod } = await customerWithCard('4000002760003184');
    const failure = await stripe.paymentIntents
      .create({ amount: 41500, currency: 'eur', customer: customer.id, payment_method: paymentMethod, off_session: true, confirm: true })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(failure).toMatchObject({ statusCode: 402, code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' });
    const intentId = (failure as Stripe.errors.StripeCardError).payment_intent?.id;
    expect((await stripe.paymentIntents.retrieve(intentId!)).status).toBe('requires_payment_method');
  });

  it('refuses a PaymentMethod of another customer and off_session without confirm', async () => {
    const { paymentMethod } = await customerWithCard('4242424242424242');
    const other = await stripe.customers.create({ name: 'Globex' });
    await expect(stripe.paymentIntents.create({ amount: 5000, currency: 'eur', customer: other.id, payment_method: paymentMethod, off_session: true, confirm: true })).rejects.toMatchObject({
      statusCode: 400,
      param: 'payment_method',
    });
    await expect(stripe.paymentIntents.create({ amount: 5000, currency: 'eur', customer: other.id, off_session: true })).rejects.toMatchObject({ param: 'off_session' });
  });
});

describe('invoices, invoice items and credit notes', () => {
  it('collects items on a draft, finalizes with a number, hosted page and a real PDF, sends and is paid out of band', async () => {
    const customer = await stripe.customers.create({
      name: 'Acme A/S',
      email: 'billing@acme.test',
      address: { line1: 'Vesterbrogade 1', city: 'Copenhagen', postal_code: '1620', country: 'DK' },
      tax_id_data: [{ type: 'eu_vat', value: 'DK12345678' }],
    });
    const draft = await stripe.invoices.create({ customer: customer.id, collection_method: 'send_invoice', days_until_due: 30, metadata: { period: '2026-11' } });
    expect(draft).toMatchObject({ status: 'draft', number: null, total: 0 });
    const stay = await stripe.invoiceItems.create({ customer: customer.id, invoice: draft.id, amount: 41500, currency: 'eur', description: 'Stay in Copenhagen, 3 nights', metadata: { bookingId: 'b-1' } });
    await stripe.invoiceItems.create({ customer: customer.id, invoice: draft.id, amount: 1500, currency: 'eur', description: 'Worknest stay fee' });
    const mistake = await stripe.invoiceItems.create({ customer: customer.id, invoice: draft.id, amount: 999, currency: 'eur', description: 'Wrong' });
    await stripe.invoiceItems.del(mistake.id);
    const lines = await stripe.invoices.listLineItems(draft.id);
    expect(lines.data.map((line) => line.amount)).toEqual([41500, 1500]);
    expect((await stripe.invoiceItems.list({ invoice: draft.id })).data.map((item) => item.id)).toContain(stay.id);

    const finalized = await stripe.invoices.finalizeInvoice(draft.id);
    expect(finalized).toMatchObject({ status: 'open', total: 43000, amount_due: 43000, customer_name: 'Acme A/S' });
    expect(finalized.number).toMatch(/^[A-Z0-9]{8}-0001$/);
    expect(finalized.due_date! - finalized.status_transitions!.finalized_at!).toBe(30 * 86_400);
    await expect(stripe.invoiceItems.del(stay.id)).rejects.toMatchObject({ statusCode: 400 });
    await expect(stripe.invoiceItems.create({ customer: customer.id, invoice: draft.id, amount: 100, currency: 'eur' })).rejects.toMatchObject({ param: 'invoice' });

    const page = await fetch(finalized.hosted_invoice_url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(finalized.number!);
    expect(html).toContain('Stay in Copenhagen, 3 nights');
    const pdf = Buffer.from(await (await fetch(finalized.invoice_pdf!)).arrayBuffer());
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf.toString('latin1')).toContain(`Invoice ${finalized.number}`);
    expect(pdf.toString('latin1')).toContain('VAT: DK12345678');
    // A well-formed file: every cross-reference entry points at its object.
    const text = pdf.toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    const offsets = text.slice(xrefAt).split('\n').slice(3).filter((line) => / 00000 n $/.test(line)).map((line) => Number(line.slice(0, 10)));
    expect(offsets.length).toBeGreaterThan(5);
    offsets.forEach((offset, index) => expect(text.startsWith(`${index + 1} 0 obj\n`, offset)).toBe(true));
    expect((await fetch(finalized.hosted_invoice_url!.replace(/\/[^/]+$/, '/wrongtoken'))).status).toBe(404);

    await stripe.invoices.sendInvoice(draft.id);
    const paid = await stripe.invoices.pay(draft.id, { paid_out_of_band: true });
    expect(paid).toMatchObject({ status: 'paid', amount_remaining: 0 });
    await expect(stripe.invoices.pay(draft.id, { paid_out_of_band: true })).rejects.toMatchObject({ code: 'invoice_already_paid' });
    await emulator.webhooksIdle();
    const types = deliveredEvents().map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['invoice.created', 'invoiceitem.created', 'invoice.finalized', 'invoice.sent', 'invoice.paid']));
    expect(types.filter((type) => type === 'invoice.paid')).toHaveLength(1);
  });

  it('credits an open invoice before payment and voids an invoice', async () => {
    const customer = await stripe.customers.create({ name: 'Acme A/S' });
    const invoice = await stripe.invoices.create({ customer: customer.id, collection_method: 'send_invoice', days_until_due: 30 });
    await stripe.invoiceItems.create({ customer: customer.id, invoice: invoice.id, amount: 30000, currency: 'eur', description: 'Stay' });
    await stripe.invoiceItems.create({ customer: customer.id, invoice: invoice.id, amount: 1500, currency: 'eur', description: 'Fee' });
    const open = await stripe.invoices.finalizeInvoice(invoice.id);
    const stayLine = open.lines.data[0]!;
    const note = await stripe.creditNotes.create({ invoice: invoice.id, lines: [{ type: 'invoice_line_item', invoice_line_item: stayLine.id, amount: 30000 }], reason: 'order_change', memo: 'Stay cancelled' });
    expect(note).toMatchObject({ status: 'issued', type: 'pre_payment', amount: 30000, number: `${open.number}-CN-01` });
    expect(await stripe.invoices.retrieve(invoice.id)).toMatchObject({ status: 'open', amount_due: 1500, amount_remaining: 1500 });
    await expect(stripe.creditNotes.create({ invoice: invoice.id, amount: 5000 })).rejects.toMatchObject({ code: 'credit_note_amount_too_large' });
    const notePdf = Buffer.from(await (await fetch(note.pdf)).arrayBuffer());
    expect(notePdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await stripe.creditNotes.list({ invoice: invoice.id })).data).toHaveLength(1);
    const voided = await stripe.invoices.voidInvoice(invoice.id);
    expect(voided.status).toBe('void');
    await expect(stripe.invoices.pay(invoice.id, { paid_out_of_band: true })).rejects.toMatchObject({ code: 'invoice_unexpected_state' });
  });

  it('charges an invoice to the saved card off-session, refunds by credit note, and fails with authentication_required', async () => {
    const { customer } = await customerWithCard('4242424242424242');
    const invoice = await stripe.invoices.create({ customer: customer.id, collection_method: 'charge_automatically' });
    await stripe.invoiceItems.create({ customer: customer.id, invoice: invoice.id, amount: 50000, currency: 'eur', description: 'Company setup fee' });
    await stripe.invoices.finalizeInvoice(invoice.id);
    const paid = (await stripe.invoices.pay(invoice.id)) as unknown as Stripe.Invoice & { payment_intent: string };
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 50000 });
    const note = await stripe.creditNotes.create({ invoice: invoice.id, amount: 20000 });
    expect(note).toMatchObject({ type: 'post_payment' });
    expect((await stripe.refunds.list({ payment_intent: paid.payment_intent })).data).toMatchObject([{ amount: 20000 }]);

    const strict = await customerWithCard('4000002760003184');
    const due = await stripe.invoices.create({ customer: strict.customer.id, collection_method: 'charge_automatically' });
    await stripe.invoiceItems.create({ customer: strict.customer.id, invoice: due.id, amount: 50000, currency: 'eur' });
    await stripe.invoices.finalizeInvoice(due.id);
    await expect(stripe.invoices.pay(due.id)).rejects.toMatchObject({ statusCode: 402, code: 'authentication_required' });
    expect(await stripe.invoices.retrieve(due.id)).toMatchObject({ status: 'open', attempt_count: 1 });
    await emulator.webhooksIdle();
    expect(deliveredEvents().filter((event) => event.type === 'invoice.payment_failed').map((event) => (event.data.object as Stripe.Invoice).id)).toEqual([due.id]);
  });

  it('keeps billing objects in the state snapshot', async () => {
    const customer = await stripe.customers.create({ name: 'Kept' });
    const snapshot = emulator.billing.saveState();
    expect(snapshot.customers.map((kept) => kept.id)).toContain(customer.id);
  });
});
