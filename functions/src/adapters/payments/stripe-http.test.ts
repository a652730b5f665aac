import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { isCardRefusal, isInvalidRequest, PaymentProviderError } from './errors';
import { encodeStripeForm } from './stripe-form';
import { createStripeHttp, delayMs, STRIPE_API_VERSION, v1 } from './stripe-http';

/*
 * The app's own Stripe REST client (ADR 0192): what it sends (the SDK's form encoding, headers,
 * idempotency keys), when it retries, and how Stripe's errors come out. The calls themselves run
 * against the Stripe emulator in test/integration.
 */

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | Error;

function fakeStripe(answers: Answer[]) {
  const sent: Sent[] = [];
  const slept: number[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    sent.push({ url, method: String(init.method), headers: { ...(init.headers as Record<string, string>) }, body: init.body as string | undefined });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: answer.headers ?? {} });
  }) as unknown as typeof fetch;
  const http = createStripeHttp({ secretKey: 'sk_test_1', baseUrl: 'http://stripe.test/', fetch: fetchFn, sleep: async (ms) => void slept.push(ms), random: () => 0 });
  return { http, sent, slept };
}

const cardError = { error: { type: 'card_error', message: 'Your card was declined.', code: 'card_declined', decline_code: 'insufficient_funds' } };

describe('form encoding', () => {
  it('encodes nested objects, indexed arrays, booleans and numbers as the SDK does; leaves out undefined; sends null and empty strings empty', () => {
    const form = encodeStripeForm({
      amount: 24350,
      confirm: true,
      capture_method: undefined,
      metadata: { bookingId: 'b-1', 'note (x)': "it's a*b!" },
      allowed_payment_method_types: ['card'],
      line_items: [{ quantity: 1, price_data: { currency: 'eur', product_data: { name: 'Setup fee & more' } } }],
      email: '',
      description: null,
    });
    expect(form).toBe(
      'amount=24350&confirm=true' +
        '&metadata[bookingId]=b-1&metadata[note%20%28x%29]=it%27s%20a%2Ab%21' +
        '&allowed_payment_method_types[0]=card' +
        '&line_items[0][quantity]=1&line_items[0][price_data][currency]=eur&line_items[0][price_data][product_data][name]=Setup%20fee%20%26%20more' +
        '&email=&description=',
    );
    expect(encodeStripeForm({ email: '', metadata: '' })).toBe('email=&metadata=');
  });

  it('percent-encodes ids in paths', () => {
    expect(v1`payment_intents/${'pi_1/../x?y'}/capture`).toBe('/v1/payment_intents/pi_1%2F..%2Fx%3Fy/capture');
  });
});

describe('requests', () => {
  it('a POST sends the form, the secret key, the pinned API version (the SDK types it) and the caller\'s idempotency key', async () => {
    const { http, sent } = fakeStripe([{ status: 200, body: { id: 'pi_1' } }]);
    const answer = await http.post<{ id: string }>(v1`payment_intents`, { amount: 100, metadata: { a: 'b' } }, { idempotencyKey: 'booking-1' });
    expect(answer).toEqual({ id: 'pi_1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('http://stripe.test/v1/payment_intents');
    expect(sent[0]!.body).toBe('amount=100&metadata[a]=b');
    expect(sent[0]!.headers).toMatchObject({
      Authorization: 'Bearer sk_test_1',
      'Content-Type': 'application/x-www-form-urlencoded',
      'Stripe-Version': Stripe.API_VERSION,
      'Idempotency-Key': 'booking-1',
    });
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
  });

  it('a POST without a key gets one; a GET puts its parameters in the query and has no key; DELETE has no body', async () => {
    const { http, sent } = fakeStripe([{ status: 200 }, { status: 200, body: { data: [] } }, { status: 200, body: { deleted: true } }]);
    await http.post(v1`checkout/sessions/${'cs_1'}/expire`);
    await http.get(v1`refunds`, { payment_intent: 'pi_1', limit: 1 });
    await http.del(v1`invoiceitems/${'ii_1'}`);
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^worknest-retry-[0-9a-f-]{36}$/);
    expect(sent[0]!.body).toBe('');
    expect([sent[1]!.method, sent[1]!.url, sent[1]!.headers['Idempotency-Key'], sent[1]!.body]).toEqual(['GET', 'http://stripe.test/v1/refunds?payment_intent=pi_1&limit=1', undefined, undefined]);
    expect([sent[2]!.method, sent[2]!.url, sent[2]!.body]).toEqual(['DELETE', 'http://stripe.test/v1/invoiceitems/ii_1', undefined]);
  });
});

describe('retries', () => {
  it('retries a network failure, a 409 and a 5xx with the same idempotency key, then answers', async () => {
    const { http, sent, slept } = fakeStripe([new TypeError('fetch failed'), { status: 409, body: { error: { type: 'api_error', message: 'lock' } } }, { status: 200, body: { id: 're_1' } }]);
    await expect(http.post(v1`refunds`, { payment_intent: 'pi_1' }, { idempotencyKey: 'refund-1' })).resolves.toEqual({ id: 're_1' });
    expect(sent.map((request) => request.headers['Idempotency-Key'])).toEqual(['refund-1', 'refund-1', 'refund-1']);
    expect(sent.map((request) => request.body)).toEqual(['payment_intent=pi_1', 'payment_intent=pi_1', 'payment_intent=pi_1']);
    expect(slept).toEqual([500, 500]);

    const generated = fakeStripe([{ status: 503 }, { status: 200 }]);
    await generated.http.post(v1`transfers`, { amount: 1 });
    expect(generated.sent[1]!.headers['Idempotency-Key']).toBe(generated.sent[0]!.headers['Idempotency-Key']);
  });

  it('gives up after 2 retries with the last error; a 429 is retried and honours a short Retry-After', async () => {
    const { http, sent, slept } = fakeStripe([{ status: 500 }, { status: 429, headers: { 'retry-after': '2' } }, { status: 502, body: { error: { type: 'api_error', message: 'Bad gateway' } } }]);
    const error = await http.get(v1`accounts/${'acct_1'}`).catch((caught: unknown) => caught);
    expect(sent).toHaveLength(3);
    expect(slept).toEqual([500, 2000]);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect([(error as PaymentProviderError).type, (error as PaymentProviderError).message]).toEqual(['StripeAPIError', 'Bad gateway']);
  });

  it('honours Stripe-Should-Retry both ways and never retries a 4xx it did not ask for', async () => {
    const refused = fakeStripe([{ status: 500, headers: { 'stripe-should-retry': 'false' } }]);
    await expect(refused.http.post(v1`refunds`, {})).rejects.toBeInstanceOf(PaymentProviderError);
    expect(refused.sent).toHaveLength(1);

    const asked = fakeStripe([{ status: 400, headers: { 'stripe-should-retry': 'true' }, body: { error: { type: 'invalid_request_error', message: 'lock_timeout' } } }, { status: 200, body: { id: 'x' } }]);
    await expect(asked.http.post(v1`refunds`, {})).resolves.toEqual({ id: 'x' });

    const declined = fakeStripe([{ status: 402, body: cardError }]);
    await expect(declined.http.post(v1`payment_intents`, {})).rejects.toBeInstanceOf(PaymentProviderError);
    expect(declined.sent).toHaveLength(1);
  });

  it('an attempt that takes longer than the timeout is a connection error (and retried)', async () => {
    let calls = 0;
    const hanging = ((_url: string, init: RequestInit) => {
      calls += 1;
      return new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)));
    }) as unknown as typeof fetch;
    const http = createStripeHttp({ secretKey: 'sk', baseUrl: 'http://stripe.test', fetch: hanging, sleep: async () => {}, timeoutMs: 20 });
    const error = (await http.get(v1`balance`).catch((caught: unknown) => caught)) as PaymentProviderError;
    expect(calls).toBe(3);
    expect([error.kind, error.type]).toEqual(['other', 'StripeConnectionError']);
    expect(error.message).toContain('timeout');
  });

  it('backs off 0.5 s, 1 s, 2 s (jittered into the upper half), at most 5 s', () => {
    expect([0, 1, 2, 5].map((attempt) => delayMs(attempt, null, () => 1))).toEqual([500, 1000, 2000, 5000]);
    expect(delayMs(1, null, () => 0)).toBe(500);
    expect(delayMs(0, '30', () => 0)).toBe(500);
  });
});

describe('errors as the SDK classes them', () => {
  it('a refused card (402) keeps message, code and decline code', async () => {
    const { http } = fakeStripe([{ status: 402, body: cardError }]);
    const error = await http.post(v1`payment_intents`, {}).catch((caught: unknown) => caught);
    expect(isCardRefusal(error)).toBe(true);
    const refusal = error as PaymentProviderError;
    expect([refusal.message, refusal.kind, refusal.type, refusal.code, refusal.declineCode]).toEqual(['Your card was declined.', 'card', 'StripeCardError', 'card_declined', 'insufficient_funds']);
  });

  it('400 and 404 are invalid requests matched by code; an idempotency mismatch, 401 and 429 are other kinds', async () => {
    const { http } = fakeStripe([
      { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such payment_intent', code: 'resource_missing' } } },
      { status: 400, body: { error: { type: 'idempotency_error', message: 'Keys for idempotent requests...' } } },
      { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } } },
    ]);
    const missing = await http.get(v1`payment_intents/${'pi_x'}`).catch((caught: unknown) => caught);
    expect(isInvalidRequest(missing, 'resource_missing')).toBe(true);
    const reused = (await http.post(v1`refunds`, {}).catch((caught: unknown) => caught)) as PaymentProviderError;
    expect([reused.kind, reused.type]).toEqual(['other', 'StripeIdempotencyError']);
    const unauthenticated = (await http.get(v1`balance`).catch((caught: unknown) => caught)) as PaymentProviderError;
    expect([unauthenticated.kind, unauthenticated.type]).toEqual(['other', 'StripeAuthenticationError']);
  });
});
