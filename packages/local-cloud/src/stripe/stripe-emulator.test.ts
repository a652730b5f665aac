import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createOriginSecrets, secretsManagerReader } from '@worknest/functions/adapters/origin-secret';
import { ORIGIN_SECRET_CACHE_MS, ORIGIN_SECRET_OVERLAP_MS } from '@worknest/functions/config/origin-verify';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseForm } from './form-body';
import { LOCAL_STRIPE_KEYS } from './local-stripe-keys';
import { startStripeEmulator, type StripeEmulator } from './start-stripe-emulator';
import { emulatorClient, WebhookEndpoint } from './test-support/webhook-endpoint';

const APP_ORIGIN = 'http://localhost:4321';
let emulator: StripeEmulator;
let endpoint: WebhookEndpoint;
let stripe: Stripe;

beforeAll(async () => {
  endpoint = new WebhookEndpoint();
  await endpoint.start();
  emulator = await startStripeEmulator({
    port: 0,
    secretName: 'worknest-test/stripe',
    otherSecrets: [{ name: 'worknest-test/origin-verify', value: 'first-value' }],
    webhookUrl: endpoint.url,
    appOrigins: [APP_ORIGIN],
    webhookRetryDelaysMs: [20, 20],
  });
  stripe = emulatorClient('sk_test_anything', emulator.port);
});

afterAll(async () => {
  await emulator.stop();
  await endpoint.close();
});

afterEach(async () => {
  await emulator.webhooksIdle();
  endpoint.clear();
});

/** What the browser does with a publishable key: a form POST to the emulator, like Stripe.js. */
async function confirmFromBrowser(clientSecret: string, card: Record<string, string>, key: string = LOCAL_STRIPE_KEYS.publishableKey) {
  const id = clientSecret.split('_secret_')[0]!;
  const form = new URLSearchParams({ key, client_secret: clientSecret, 'payment_method_data[type]': 'card' });
  for (const [name, value] of Object.entries(card)) form.set(`payment_method_data[card][${name}]`, value);
  const response = await fetch(`${emulator.url}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any>, headers: response.headers };
}

const card = (number: string) => ({ number, exp_month: '12', exp_year: String(new Date().getUTCFullYear() + 2), cvc: '123' });

describe('PaymentIntents through the official SDK', () => {
  it('creates an intent in EUR with metadata and succeeds with pm_card_visa', async () => {
    const created = await stripe.paymentIntents.create({ amount: 12000, currency: 'eur', metadata: { bookingId: 'b-1' }, allowed_payment_method_types: ['card'] });
    expect(created).toMatchObject({ status: 'requires_payment_method', amount: 12000, currency: 'eur', metadata: { bookingId: 'b-1' } });
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_`));

    const confirmed = await stripe.paymentIntents.confirm(created.id, { payment_method: 'pm_card_visa' });
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.amount_received).toBe(12000);
    expect((await stripe.paymentIntents.retrieve(created.id)).status).toBe('succeeded');
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.', 'generic_decline'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.', 'insufficient_funds'],
  ])('declines %s with "%s"', async (paymentMethod, message, declineCode) => {
    const created = await stripe.paymentIntents.create({ amount: 5000, currency: 'eur' });
    const failure = await stripe.paymentIntents.confirm(created.id, { payment_method: paymentMethod }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(failure).toMatchObject({ message, code: 'card_declined', decline_code: declineCode, statusCode: 402 });
    const after = await stripe.paymentIntents.retrieve(created.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.message).toBe(message);
  });

  it('refuses to confirm twice and to cancel a succeeded intent', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'eur', payment_method: 'pm_card_visa', confirm: true });
    expect(intent.status).toBe('succeeded');
    await expect(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    await expect(stripe.paymentIntents.cancel(intent.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('cancels an unpaid intent', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'eur' });
    const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
  });

  it('answers a missing intent with resource_missing', async () => {
    await expect(stripe.paymentIntents.retrieve('pi_doesnotexist000000000000')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('refuses payment methods other than cards', async () => {
    await expect(stripe.paymentIntents.create({ amount: 5000, currency: 'eur', allowed_payment_method_types: ['sepa_debit'] })).rejects.toMatchObject({
      param: 'allowed_payment_method_types',
    });
  });

  it('refuses an amount under the EUR minimum and unknown parameters', async () => {
    await expect(stripe.paymentIntents.create({ amount: 10, currency: 'eur' })).rejects.toMatchObject({ code: 'amount_too_small' });
    await expect(stripe.paymentIntents.create({ amount: 5000, currency: 'eur', colour: 'red' } as never)).rejects.toMatchObject({ code: 'parameter_unknown' });
  });
});

describe('idempotency keys (Stripe semantics)', () => {
  it('replays the first answer for the same key and parameters', async () => {
    const first = await stripe.paymentIntents.create({ amount: 7000, currency: 'eur', metadata: { bookingId: 'b-idem' } }, { idempotencyKey: 'booking-b-idem' });
    const again = await stripe.paymentIntents.create({ amount: 7000, currency: 'eur', metadata: { bookingId: 'b-idem' } }, { idempotencyKey: 'booking-b-idem' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(emulator.state.listPaymentIntents(100).filter((pi) => pi.metadata.bookingId === 'b-idem')).toHaveLength(1);
  });

  it('refuses the same key with other parameters', async () => {
    await stripe.paymentIntents.create({ amount: 7000, currency: 'eur' }, { idempotencyKey: 'key-reused' });
    const failure = await stripe.paymentIntents.create({ amount: 7100, currency: 'eur' }, { idempotencyKey: 'key-reused' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('keeps a declined confirmation for its key, so a retry does not charge again', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'eur' });
    const options = { idempotencyKey: `confirm-${intent.id}` };
    await expect(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }, options)).rejects.toMatchObject({ statusCode: 402 });
    const chargesBefore = emulator.state.charges.size;
    await expect(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }, options)).rejects.toMatchObject({ statusCode: 402 });
    expect(emulator.state.charges.size).toBe(chargesBefore);
  });

  it('does not keep a failed validation, so the corrected request can use the key', async () => {
    await expect(stripe.paymentIntents.create({ amount: 1, currency: 'eur' }, { idempotencyKey: 'fix-me' })).rejects.toMatchObject({ code: 'amount_too_small' });
    const fixed = await stripe.paymentIntents.create({ amount: 5000, currency: 'eur' }, { idempotencyKey: 'fix-me' });
    expect(fixed.amount).toBe(5000);
  });
});

describe('refunds', () => {
  it('refunds a succeeded intent once; the same key answers the same refund', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 9000, currency: 'eur', payment_method: 'pm_card_visa', confirm: true });
    const refund = await stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: `refund-${intent.id}` });
    expect(refund).toMatchObject({ amount: 9000, status: 'succeeded', payment_intent: intent.id });
    const replay = await stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: `refund-${intent.id}` });
    expect(replay.id).toBe(refund.id);
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ code: 'charge_already_refunded' });
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 9000 });
  });

  it('refuses to refund an unpaid intent', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 9000, currency: 'eur' });
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ code: 'charge_not_refundable' });
  });
});

describe('partial refunds, listing refunds, charge.refunded', () => {
  it('refunds part of a charge, then the rest; lists them by payment intent; each sends charge.refunded', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 10_000, currency: 'eur', payment_method: 'pm_card_visa', confirm: true });
    const first = await stripe.refunds.create({ payment_intent: intent.id, amount: 3_000 }, { idempotencyKey: `part-${intent.id}` });
    expect(first).toMatchObject({ amount: 3_000, status: 'succeeded' });
    let charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ refunded: false, amount_refunded: 3_000 });
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 7_001 })).rejects.toMatchObject({ code: 'amount_too_large' });
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(7_000);
    charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 10_000 });
    const listed = await stripe.refunds.list({ payment_intent: intent.id });
    expect(listed.data.map((refund) => refund.id)).toEqual([rest.id, first.id]);
    const other = await stripe.paymentIntents.create({ amount: 5_000, currency: 'eur', payment_method: 'pm_card_visa', confirm: true });
    await stripe.refunds.create({ payment_intent: other.id });
    expect((await stripe.refunds.list({ payment_intent: intent.id })).data).toHaveLength(2);
    await emulator.webhooksIdle();
    const refundedEvents = endpoint.received
      .map(({ body }) => JSON.parse(body) as { type: string; data: { object: { payment_intent: string; amount_refunded: number } } })
      .filter((event) => event.type === 'charge.refunded' && event.data.object.payment_intent === intent.id);
    expect(refundedEvents.map((event) => event.data.object.amount_refunded)).toEqual([3_000, 10_000]);
  });
});

describe('manual capture (capture_method=manual)', () => {
  it('authorizes without charging, then captures: requires_capture → succeeded, with its events', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 12_000, currency: 'eur', capture_method: 'manual', payment_method: 'pm_card_visa', confirm: true });
    expect(intent).toMatchObject({ status: 'requires_capture', capture_method: 'manual', amount_capturable: 12_000, amount_received: 0 });
    const authorized = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(authorized).toMatchObject({ captured: false, paid: true, amount_captured: 0, status: 'succeeded' });
    // Nothing to refund before the capture.
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ code: 'charge_not_refundable' });
    const captured = await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: `capture-${intent.id}` });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 12_000, amount_capturable: 0 });
    const again = await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: `capture-${intent.id}` });
    expect(again.status).toBe('succeeded');
    await expect(stripe.paymentIntents.capture(intent.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    await expect(stripe.paymentIntents.cancel(intent.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({ captured: true, amount_captured: 12_000 });
    await emulator.webhooksIdle();
    const types = endpoint.received
      .map(({ body }) => JSON.parse(body) as { type: string; data: { object: { id: string; payment_intent?: string } } })
      .filter((event) => event.data.object.id === intent.id || event.data.object.payment_intent === intent.id)
      .map((event) => event.type);
    expect(types).toEqual(['payment_intent.created', 'charge.succeeded', 'payment_intent.amount_capturable_updated', 'charge.captured', 'payment_intent.succeeded']);
    // Captured money refunds like any other.
    expect((await stripe.refunds.create({ payment_intent: intent.id, amount: 2_000 })).amount).toBe(2_000);
  });

  it('captures part of the authorization and releases the rest', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 10_000, currency: 'eur', capture_method: 'manual', payment_method: 'pm_card_visa', confirm: true });
    await expect(stripe.paymentIntents.capture(intent.id, { amount_to_capture: 10_001 })).rejects.toMatchObject({ code: 'amount_too_large' });
    const captured = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 6_000 });
    expect(captured.amount_received).toBe(6_000);
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({ amount_captured: 6_000, amount_refunded: 4_000, refunded: false });
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 6_001 })).rejects.toMatchObject({ code: 'amount_too_large' });
    expect((await stripe.refunds.create({ payment_intent: intent.id })).amount).toBe(6_000);
  });

  it('cancelling an authorization releases it (refunded) and it can no longer be captured', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 8_000, currency: 'eur', capture_method: 'manual', payment_method: 'pm_card_visa', confirm: true });
    const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', amount_capturable: 0, cancellation_reason: 'abandoned' });
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({ captured: false, refunded: true, amount_refunded: 8_000 });
    await expect(stripe.paymentIntents.capture(intent.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    await emulator.webhooksIdle();
    const types = endpoint.received
      .map(({ body }) => JSON.parse(body) as { type: string; data: { object: { id: string; payment_intent?: string } } })
      .filter((event) => event.data.object.id === intent.id || event.data.object.payment_intent === intent.id)
      .map((event) => event.type);
    expect(types.slice(-3)).toEqual(['refund.created', 'charge.refunded', 'payment_intent.canceled']);
  });

  it('a declined card leaves a manual intent unpaid; an unknown capture_method is refused', async () => {
    await expect(
      stripe.paymentIntents.create({ amount: 8_000, currency: 'eur', capture_method: 'manual', payment_method: 'pm_card_chargeDeclined', confirm: true }),
    ).rejects.toMatchObject({ code: 'card_declined' });
    await expect(stripe.paymentIntents.create({ amount: 8_000, currency: 'eur', capture_method: 'later' as 'manual' })).rejects.toMatchObject({ param: 'capture_method' });
    const unpaid = await stripe.paymentIntents.create({ amount: 8_000, currency: 'eur', capture_method: 'manual' });
    await expect(stripe.paymentIntents.capture(unpaid.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });
});

describe('keys', () => {
  it('refuses live keys', async () => {
    const live = emulatorClient('sk_live_nope', emulator.port);
    await expect(live.paymentIntents.create({ amount: 5000, currency: 'eur' })).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('refuses a publishable key for anything but the client-secret calls', async () => {
    const publishable = emulatorClient(LOCAL_STRIPE_KEYS.publishableKey, emulator.port);
    await expect(publishable.paymentIntents.create({ amount: 5000, currency: 'eur' })).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('confirming from the browser with a publishable key and the client secret', () => {
  it.each([
    ['4242 4242 4242 4242', 200, 'succeeded', null],
    ['4000 0000 0000 0002', 402, 'requires_payment_method', 'Your card was declined.'],
    ['4000 0000 0000 9995', 402, 'requires_payment_method', 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', 402, 'requires_payment_method', 'Your card number is incorrect.'],
  ])('card %s → %d', async (number, status, intentStatus, message) => {
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'eur' });
    const answer = await confirmFromBrowser(intent.client_secret!, card(number.replace(/ /g, '')));
    expect(answer.status).toBe(status);
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    if (message) expect(answer.body.error.message).toBe(message);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe(intentStatus);
  });

  it('refuses a wrong client secret', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'eur' });
    const answer = await confirmFromBrowser(`${intent.id}_secret_wrong`, card('4242424242424242'));
    expect(answer.status).toBe(400);
    expect(answer.body.error.param).toBe('client_secret');
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
  });

  it('answers the CORS preflight for the app origin and its 127.0.0.1 twin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${emulator.url}/v1/payment_intents/pi_x/confirm`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    expect((await preflight(APP_ORIGIN)).headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect((await preflight('http://127.0.0.1:4321')).headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('webhooks', () => {
  it('delivers events signed so that Stripe.webhooks.constructEvent accepts them', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'eur', metadata: { bookingId: 'b-hook' } });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    await emulator.webhooksIdle();
    const succeeded = endpoint.received.find(({ body }) => JSON.parse(body).type === 'payment_intent.succeeded');
    expect(succeeded).toBeDefined();
    const event = Stripe.webhooks.constructEvent(succeeded!.body, succeeded!.signature, LOCAL_STRIPE_KEYS.webhookSecret);
    expect(event.data.object).toMatchObject({ id: intent.id, status: 'succeeded', metadata: { bookingId: 'b-hook' } });
    expect(() => Stripe.webhooks.constructEvent(succeeded!.body, succeeded!.signature, 'whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('signs with the shifted clock, so a function whose clock moved with it accepts the event', async () => {
    const hourMs = 3_600_000;
    emulator.setClockOffset(hourMs);
    try {
      await stripe.paymentIntents.create({ amount: 5000, currency: 'eur' });
      await emulator.webhooksIdle();
    } finally {
      emulator.setClockOffset(0);
    }
    const { body, signature } = endpoint.received[0]!;
    const signedAt = Number(/t=(\d+)/.exec(signature)![1]) * 1000;
    expect(signedAt).toBeGreaterThan(Date.now() + hourMs - 60_000);
    expect(() => Stripe.webhooks.constructEvent(body, signature, LOCAL_STRIPE_KEYS.webhookSecret, 300, undefined, Math.floor((Date.now() + hourMs) / 1000))).not.toThrow();
  });

  it('retries a delivery the endpoint refused until it answers 2xx', async () => {
    endpoint.statuses = [500, 503];
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'eur' });
    await emulator.webhooksIdle();
    const deliveries = endpoint.received.filter(({ body }) => JSON.parse(body).data.object.id === intent.id);
    expect(deliveries).toHaveLength(3);
    expect(new Set(deliveries.map(({ body }) => JSON.parse(body).id)).size).toBe(1);
  });

  it('holds deliveries while paused and sends them on resume; control endpoints list them', async () => {
    await fetch(`${emulator.url}/_emulator/webhooks/pause`, { method: 'POST' });
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'eur' });
    await emulator.webhooksIdle();
    expect(endpoint.received).toHaveLength(0);
    await fetch(`${emulator.url}/_emulator/webhooks/resume`, { method: 'POST' });
    await emulator.webhooksIdle();
    expect(endpoint.types()).toEqual(['payment_intent.created']);
    const listed = (await (await fetch(`${emulator.url}/_emulator/events?payment_intent=${intent.id}`)).json()) as { events: { id: string; delivered: boolean }[] };
    expect(listed.events).toHaveLength(1);
    expect(listed.events[0]!.delivered).toBe(true);
    const redelivered = (await (await fetch(`${emulator.url}/_emulator/events/${listed.events[0]!.id}/deliver`, { method: 'POST' })).json()) as { attempt: { statusCode: number } };
    expect(redelivered.attempt.statusCode).toBe(200);
    expect(endpoint.received).toHaveLength(2);
  });
});

describe('Secrets Manager stand-in', () => {
  it('answers GetSecretValue of the Stripe secret to the AWS SDK', async () => {
    const client = new SecretsManagerClient({
      endpoint: emulator.url,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const answer = await client.send(new GetSecretValueCommand({ SecretId: 'worknest-test/stripe' }));
    expect(JSON.parse(answer.SecretString!)).toEqual(LOCAL_STRIPE_KEYS);
    await expect(client.send(new GetSecretValueCommand({ SecretId: 'other' }))).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    client.destroy();
  });

  it('rotates like Secrets Manager: PutSecretValue makes AWSCURRENT, the value before AWSPREVIOUS', async () => {
    const client = new SecretsManagerClient({ endpoint: emulator.url, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const SecretId = 'worknest-test/origin-verify';
    try {
      await expect(client.send(new GetSecretValueCommand({ SecretId, VersionStage: 'AWSPREVIOUS' }))).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
      // The functions' own adapter, on a clock of its own, against the stand-in.
      let now = Date.now();
      const secrets = createOriginSecrets(secretsManagerReader(SecretId, client), () => now);
      expect(await secrets.matches('first-value')).toBe(true);
      const put = await client.send(new PutSecretValueCommand({ SecretId, SecretString: 'second-value' }));
      const current = await client.send(new GetSecretValueCommand({ SecretId }));
      expect(current).toMatchObject({ SecretString: 'second-value', VersionId: put.VersionId, VersionStages: ['AWSCURRENT'] });
      expect(await client.send(new GetSecretValueCommand({ SecretId, VersionStage: 'AWSPREVIOUS' }))).toMatchObject({ SecretString: 'first-value' });
      expect(await client.send(new GetSecretValueCommand({ SecretId, VersionId: put.VersionId }))).toMatchObject({ SecretString: 'second-value' });
      // No restart: after its cache period the adapter accepts both, and after the overlap only the new one.
      now += ORIGIN_SECRET_CACHE_MS;
      expect(await secrets.matches('second-value')).toBe(true);
      expect(await secrets.matches('first-value')).toBe(true);
      now += ORIGIN_SECRET_OVERLAP_MS;
      expect(await secrets.matches('first-value')).toBe(false);
      expect(await secrets.matches('second-value')).toBe(true);
      await expect(client.send(new PutSecretValueCommand({ SecretId: 'other', SecretString: 'x' }))).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    } finally {
      client.destroy();
    }
  });
});

describe('parseForm', () => {
  it.each([
    ['amount=100&currency=eur', { amount: '100', currency: 'eur' }],
    ['metadata[bookingId]=b1&metadata[x]=y', { metadata: { bookingId: 'b1', x: 'y' } }],
    ['payment_method_types[]=card&payment_method_types[]=sepa', { payment_method_types: ['card', 'sepa'] }],
    ['payment_method_types[0]=card', { payment_method_types: ['card'] }],
    ['payment_method_data[card][number]=4242+4242', { payment_method_data: { card: { number: '4242 4242' } } }],
  ])('%s', (text, expected) => {
    expect(parseForm(text)).toEqual(expected);
  });
});

/**
 * Issue 29: `npm run dev` seeds its demo data (payments that send events) while the gateway still
 * answers 503; the deliveries failed and were retried. Started held, the emulator keeps them until
 * the app is ready and then delivers each once, with no failed attempt.
 */
describe('webhooks held until the app is ready (npm run dev)', () => {
  it('keeps the seed’s events until released, then delivers each once', async () => {
    let ready = false;
    const gateway = new WebhookEndpoint(() => (ready ? 200 : 503));
    await gateway.start();
    const held = await startStripeEmulator({
      port: 0,
      secretName: 'worknest-test/stripe-held',
      webhookUrl: gateway.url,
      webhookRetryDelaysMs: [20, 20],
      holdWebhooks: true,
    });
    try {
      const client = emulatorClient('sk_test_anything', held.port);
      const intent = await client.paymentIntents.create({ amount: 5000, currency: 'eur' });
      await held.webhooksIdle();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(gateway.received).toHaveLength(0);

      ready = true;
      held.releaseWebhooks();
      await held.webhooksIdle();
      expect(gateway.types()).toEqual(['payment_intent.created']);
      const listed = (await (await fetch(`${held.url}/_emulator/events?payment_intent=${intent.id}`)).json()) as {
        events: { delivered: boolean; attempts: { statusCode: number | null }[] }[];
      };
      expect(listed.events[0]!.delivered).toBe(true);
      expect(listed.events[0]!.attempts.map((attempt) => attempt.statusCode)).toEqual([200]);
    } finally {
      await held.stop();
      await gateway.close();
    }
  });
});
