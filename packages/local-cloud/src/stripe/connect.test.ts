import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_KEYS } from './local-stripe-keys';
import { startStripeEmulator, type StripeEmulator } from './start-stripe-emulator';
import { emulatorClient, WebhookEndpoint } from './test-support/webhook-endpoint';

let emulator: StripeEmulator;
let stripe: Stripe;
const payments = new WebhookEndpoint();
const connect = new WebhookEndpoint();

beforeAll(async () => {
  await Promise.all([payments.start('/api/webhooks/stripe'), connect.start('/api/webhooks/stripe-connect')]);
  emulator = await startStripeEmulator({ port: 0, secretName: 'worknest-test/stripe', webhookUrl: payments.url, connectWebhookUrl: connect.url, webhookRetryDelaysMs: [20] });
  stripe = emulatorClient(LOCAL_STRIPE_KEYS.secretKey, emulator.port);
});

afterAll(async () => {
  await emulator.stop();
  await Promise.all([payments.close(), connect.close()]);
});

beforeEach(async () => {
  await emulator.webhooksIdle();
  payments.clear();
  connect.clear();
});

const newAccount = () =>
  stripe.accounts.create({ type: 'express', country: 'DE', email: 'host@acme.test', capabilities: { transfers: { requested: true } }, metadata: { userId: 'u-1' } });

async function onboard(accountId: string): Promise<Response> {
  const link = await stripe.accountLinks.create({ account: accountId, refresh_url: 'http://app.test/profile?payouts=refresh', return_url: 'http://app.test/profile?payouts=return', type: 'account_onboarding' });
  const page = await fetch(link.url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Complete onboarding');
  return fetch(link.url, { method: 'POST', redirect: 'manual' });
}

async function paidCharge(amount: number): Promise<string> {
  const intent = await stripe.paymentIntents.create({ amount, currency: 'eur', payment_method: 'pm_card_visa', confirm: true });
  return intent.latest_charge as string;
}

describe('Express accounts and Account Links', () => {
  it('creates an account that needs details, and the link page completes onboarding and returns', async () => {
    const account = await newAccount();
    expect(account).toMatchObject({ type: 'express', details_submitted: false, payouts_enabled: false, capabilities: { transfers: 'inactive' } });
    expect(account.requirements?.currently_due).toContain('external_account');

    const back = await onboard(account.id);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('http://app.test/profile?payouts=return');

    const after = await stripe.accounts.retrieve(account.id);
    expect(after).toMatchObject({ details_submitted: true, payouts_enabled: true, capabilities: { transfers: 'active' } });
    expect(after.requirements?.currently_due).toEqual([]);
  });

  it('sends a used link to refresh_url, as Stripe does', async () => {
    const account = await newAccount();
    const link = await stripe.accountLinks.create({ account: account.id, refresh_url: 'http://app.test/refresh', return_url: 'http://app.test/return', type: 'account_onboarding' });
    await fetch(link.url, { method: 'POST', redirect: 'manual' });
    const again = await fetch(link.url, { redirect: 'manual' });
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('http://app.test/refresh');
  });

  it('refuses accounts other than Express, accounts without transfers and links without URLs', async () => {
    await expect(stripe.accounts.create({ type: 'custom', capabilities: { transfers: { requested: true } } })).rejects.toMatchObject({ param: 'type' });
    await expect(stripe.accounts.create({ type: 'express' })).rejects.toMatchObject({ code: 'parameter_missing' });
    const account = await newAccount();
    await expect(stripe.accountLinks.create({ account: account.id, refresh_url: 'nope', return_url: 'http://app.test', type: 'account_onboarding' })).rejects.toMatchObject({ param: 'refresh_url' });
  });

  it('sends account.updated to the Connect endpoint only, signed with the Connect secret', async () => {
    const account = await newAccount();
    await onboard(account.id);
    await emulator.webhooksIdle();
    const events = connect.events(LOCAL_STRIPE_KEYS.connectWebhookSecret);
    expect(events.map((event) => event.type)).toEqual(['account.updated', 'account.updated']);
    expect(events.every((event) => event.account === account.id)).toBe(true);
    expect((events[1]!.data.object as Stripe.Account).payouts_enabled).toBe(true);
    expect(payments.received).toHaveLength(0);
    // The payments endpoint's secret does not verify Connect's events.
    expect(() => connect.events(LOCAL_STRIPE_KEYS.webhookSecret)).toThrow();
  });

  it('moves an account through pending verification with the test control', async () => {
    const account = await newAccount();
    const response = await fetch(`${emulator.url}/_emulator/accounts/${account.id}/verification`, { method: 'POST', body: JSON.stringify({ outcome: 'pending' }) });
    expect(response.status).toBe(200);
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({ details_submitted: true, payouts_enabled: false, capabilities: { transfers: 'pending' } });
  });
});

describe('transfers and reversals', () => {
  it('transfers from a charge to an enabled account, lists by destination and reverses', async () => {
    const account = await newAccount();
    await onboard(account.id);
    const charge = await paidCharge(32_000);
    const transfer = await stripe.transfers.create(
      { amount: 29_100, currency: 'eur', destination: account.id, source_transaction: charge, transfer_group: 'booking_b1', metadata: { bookingId: 'b1' } },
      { idempotencyKey: 'payout-b1' },
    );
    expect(transfer).toMatchObject({ amount: 29_100, destination: account.id, source_transaction: charge, reversed: false });
    const replay = await stripe.transfers.create(
      { amount: 29_100, currency: 'eur', destination: account.id, source_transaction: charge, transfer_group: 'booking_b1', metadata: { bookingId: 'b1' } },
      { idempotencyKey: 'payout-b1' },
    );
    expect(replay.id).toBe(transfer.id);

    const listed = await stripe.transfers.list({ destination: account.id });
    expect(listed.data.map((item) => item.id)).toEqual([transfer.id]);
    expect((await stripe.transfers.list({ destination: 'acct_other' })).data).toEqual([]);

    const reversal = await stripe.transfers.createReversal(transfer.id, { amount: 100 });
    expect(reversal).toMatchObject({ object: 'transfer_reversal', amount: 100, transfer: transfer.id });
    expect(await stripe.transfers.retrieve(transfer.id)).toMatchObject({ amount_reversed: 100, reversed: false });
    await stripe.transfers.createReversal(transfer.id);
    expect(await stripe.transfers.retrieve(transfer.id)).toMatchObject({ amount_reversed: 29_100, reversed: true });
    await expect(stripe.transfers.createReversal(transfer.id)).rejects.toMatchObject({ code: 'transfer_already_reversed' });

    await emulator.webhooksIdle();
    const types = connect.events(LOCAL_STRIPE_KEYS.connectWebhookSecret).map((event) => event.type);
    expect(types.filter((type) => type.startsWith('transfer.'))).toEqual(['transfer.created', 'transfer.reversed', 'transfer.reversed']);
  });

  it('refuses a destination without the transfers capability', async () => {
    const account = await newAccount();
    const charge = await paidCharge(5_000);
    await expect(stripe.transfers.create({ amount: 1_000, currency: 'eur', destination: account.id, source_transaction: charge })).rejects.toMatchObject({
      code: 'insufficient_capabilities_for_transfer',
    });
  });

  it('never transfers more than what is left of the source charge after refunds', async () => {
    const account = await newAccount();
    await onboard(account.id);
    const intent = await stripe.paymentIntents.create({ amount: 10_000, currency: 'eur', payment_method: 'pm_card_visa', confirm: true });
    await stripe.refunds.create({ payment_intent: intent.id, amount: 6_000 });
    await expect(
      stripe.transfers.create({ amount: 5_000, currency: 'eur', destination: account.id, source_transaction: intent.latest_charge as string }),
    ).rejects.toMatchObject({ code: 'balance_insufficient' });
    const transfer = await stripe.transfers.create({ amount: 4_000, currency: 'eur', destination: account.id, source_transaction: intent.latest_charge as string });
    expect(transfer.amount).toBe(4_000);
  });
});
