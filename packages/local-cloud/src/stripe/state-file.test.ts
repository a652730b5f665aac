import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_KEYS } from './local-stripe-keys';
import { startStripeEmulator, type StripeEmulator } from './start-stripe-emulator';
import { emulatorClient } from './test-support/webhook-endpoint';

/*
 * `npm run dev` keeps DynamoDB under .data/, so the emulator keeps the objects DynamoDB refers to
 * in a file there too: after a restart a seeded stay's PaymentIntent, charge and refunds, the
 * demo host's connected account and its transfers are still there (issue 21 follow-up).
 */

let dir: string;
const started: StripeEmulator[] = [];

async function start(stateFile?: string): Promise<{ emulator: StripeEmulator; stripe: Stripe }> {
  const emulator = await startStripeEmulator({ port: 0, secretName: 'worknest-test/stripe', stateFile });
  started.push(emulator);
  const stripe = emulatorClient(LOCAL_STRIPE_KEYS.secretKey, emulator.port);
  return { emulator, stripe };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'worknest-stripe-state-'));
});

afterAll(async () => {
  await Promise.all(started.map((emulator) => emulator.stop()));
  await rm(dir, { recursive: true, force: true });
});

describe('the emulator state file', () => {
  it('keeps payments, refunds, connected accounts, transfers and idempotency keys across a restart', async () => {
    const stateFile = join(dir, 'stripe-emulator.json');
    const first = await start(stateFile);
    const intent = await first.stripe.paymentIntents.create(
      { amount: 30_000, currency: 'eur', payment_method: 'pm_card_visa', confirm: true, metadata: { bookingId: 'b-1' } },
      { idempotencyKey: 'booking-b-1' },
    );
    const refund = await first.stripe.refunds.create({ payment_intent: intent.id, amount: 5_000 });
    const account = await first.stripe.accounts.create({ type: 'express', country: 'DE', email: 'alex@acme.test', capabilities: { transfers: { requested: true } } });
    const link = await first.stripe.accountLinks.create({ account: account.id, refresh_url: 'http://app.test/r', return_url: 'http://app.test/back', type: 'account_onboarding' });
    expect((await fetch(link.url, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const transfer = await first.stripe.transfers.create({ amount: 20_000, currency: 'eur', destination: account.id, source_transaction: intent.latest_charge as string, transfer_group: 'booking_b-1' });
    await first.emulator.stop();

    const second = await start(stateFile);

    expect(await second.stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ status: 'succeeded', amount: 30_000, latest_charge: intent.latest_charge, metadata: { bookingId: 'b-1' } });
    expect(await second.stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({ amount_refunded: 5_000 });
    expect((await second.stripe.refunds.list({ payment_intent: intent.id })).data.map((r) => r.id)).toEqual([refund.id]);
    expect(await second.stripe.accounts.retrieve(account.id)).toMatchObject({ details_submitted: true });
    expect((await second.stripe.transfers.list({ destination: account.id })).data.map((t) => t.id)).toEqual([transfer.id]);
    // A retry of the first request with its key is still a replay, not a second payment.
    const replayed = await second.stripe.paymentIntents.create(
      { amount: 30_000, currency: 'eur', payment_method: 'pm_card_visa', confirm: true, metadata: { bookingId: 'b-1' } },
      { idempotencyKey: 'booking-b-1' },
    );
    expect(replayed.id).toBe(intent.id);
    // What happens after the restart is saved as well: a further refund, then another restart.
    await second.stripe.refunds.create({ payment_intent: intent.id, amount: 1_000 });
    await second.emulator.stop();
    const third = await start(stateFile);
    expect(await third.stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({ amount_refunded: 6_000 });
    expect(JSON.parse(await readFile(stateFile, 'utf8'))).toMatchObject({ version: 1 });
  });

  it('keeps nothing without a state file (tests)', async () => {
    const first = await start();
    const intent = await first.stripe.paymentIntents.create({ amount: 1_000, currency: 'eur' });
    await first.emulator.stop();

    const second = await start();

    await expect(second.stripe.paymentIntents.retrieve(intent.id)).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
