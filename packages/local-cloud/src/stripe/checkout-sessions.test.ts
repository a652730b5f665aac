import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_KEYS } from './local-stripe-keys';
import { startStripeEmulator, type StripeEmulator } from './start-stripe-emulator';
import { emulatorClient, WebhookEndpoint } from './test-support/webhook-endpoint';

/** Issue 38: Checkout Sessions (mode payment) through the official `stripe` SDK, and the hosted page's form. */
let emulator: StripeEmulator;
let stripe: Stripe;
const endpoint = new WebhookEndpoint();

beforeAll(async () => {
  await endpoint.start();
  emulator = await startStripeEmulator({
    port: 0,
    secretName: 'worknest-test/stripe',
    webhookUrl: endpoint.url,
    webhookRetryDelaysMs: [20],
  });
  stripe = emulatorClient('sk_test_checkout', emulator.port);
});

afterAll(async () => {
  await emulator.stop();
  await endpoint.close();
});

afterEach(async () => {
  await emulator.webhooksIdle();
  endpoint.clear();
});

function events(): Stripe.Event[] {
  return endpoint.events(LOCAL_STRIPE_KEYS.webhookSecret);
}

const setupFee = (extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 50_000, product_data: { name: 'Worknest setup fee' } } }],
    customer_email: 'fay@example.test',
    metadata: { purpose: 'company-setup-fee', companyDomain: 'example.test' },
    payment_intent_data: { metadata: { companyDomain: 'example.test' } },
    success_url: 'http://localhost:4322/app/company/setup?payment=done&session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:4322/app/company/setup?payment=cancelled',
    ...extra,
  });

async function pay(url: string, number: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number, exp: `12 / ${String(new Date().getUTCFullYear() + 2).slice(2)}`, cvc: '123' }),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

describe('Checkout Sessions', () => {
  it('creates an open session whose hosted page shows the amount, then pays with a test card', async () => {
    const session = await setupFee();
    expect(session).toMatchObject({ object: 'checkout.session', mode: 'payment', status: 'open', payment_status: 'unpaid', amount_total: 50_000, currency: 'eur' });
    expect(session.id).toMatch(/^cs_test_/);
    const page = await fetch(session.url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('€500.00');
    expect(html).toContain('<label for="number">Card number</label>');

    const declined = await pay(session.url!, '4000000000000002');
    expect(declined.status).toBe(200);
    expect(declined.text).toContain('Your card was declined.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    const paid = await pay(session.url!, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://localhost:4322/app/company/setup?payment=done&session=${session.id}`);
    const done = await stripe.checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', url: session.url });
    const intent = await stripe.paymentIntents.retrieve(done.payment_intent as string);
    expect(intent).toMatchObject({ status: 'succeeded', amount: 50_000, metadata: { companyDomain: 'example.test' } });

    await emulator.webhooksIdle();
    const completed = events().filter((event) => event.type === 'checkout.session.completed');
    expect(completed).toHaveLength(1);
    expect((completed[0]!.data.object as Stripe.Checkout.Session).metadata).toEqual({ purpose: 'company-setup-fee', companyDomain: 'example.test' });
    // A paid session's page sends the browser on; it cannot be paid twice.
    expect((await pay(session.url!, '4242424242424242')).status).toBe(303);
    expect((await stripe.paymentIntents.list({ limit: 100 })).data.filter((candidate) => candidate.metadata.companyDomain === 'example.test' && candidate.status === 'succeeded')).toHaveLength(1);
  });

  it('expires an open session (event checkout.session.expired); a completed one cannot be expired', async () => {
    const session = await setupFee();
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    expect((await fetch(session.url!)).status).toBe(410);
    await emulator.webhooksIdle();
    expect(events().map((event) => event.type)).toContain('checkout.session.expired');
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toThrow(/status of open/);
  });

  it('expires a session past expires_at when it is next read (the emulator clock moved)', async () => {
    const session = await setupFee();
    emulator.setClockOffset(25 * 3600_000);
    try {
      expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    } finally {
      emulator.setClockOffset(0);
    }
  });

  it('refuses what it does not emulate, as Stripe words it', async () => {
    await expect(setupFee({ mode: 'subscription' })).rejects.toThrow(/mode=payment only/);
    await expect(stripe.checkout.sessions.create({ mode: 'payment', success_url: 'http://localhost/x' } as Stripe.Checkout.SessionCreateParams)).rejects.toThrow(/line_items/);
    await expect(stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toThrow(/No such checkout.session/);
  });

  it('answers the same session for a repeated idempotency key', async () => {
    const first = await setupFee({}).then(() => stripe.checkout.sessions.create({ mode: 'payment', line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1000, product_data: { name: 'x' } } }], success_url: 'http://localhost/ok' }, { idempotencyKey: 'same-key' }));
    const again = await stripe.checkout.sessions.create({ mode: 'payment', line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1000, product_data: { name: 'x' } } }], success_url: 'http://localhost/ok' }, { idempotencyKey: 'same-key' });
    expect(again.id).toBe(first.id);
  });
});
