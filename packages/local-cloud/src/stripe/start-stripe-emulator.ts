import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { LogEvent } from '../log-event';
import { LOCAL_HOST } from '../ports';
import { runOnce } from '../run-once';
import { StartupError } from '../startup-error';
import { parseForm, type FormObject } from './form-body';
import { IdempotencyStore } from './idempotency';
import { stripeId } from './ids';
import { Billing } from './billing';
import { CheckoutSessions } from './checkout-sessions';
import { DEFAULT_STRIPE_EMULATOR_PORT, LOCAL_STRIPE_KEYS, type StripeSecretValue } from './local-stripe-keys';
import { isSecretsManagerRequest, localSecrets } from '../secrets-manager/local-secrets';
import { invalidRequest, StripeApiError } from './stripe-errors';
import { ConnectState, onboardingPage, type VerificationOutcome } from './connect-state';
import { StripeState, type Caller, type StripeEvent } from './stripe-state';
import { loadStateFile, saveStateFile } from './state-file';
import { WebhookSender, type EventDeliveries } from './webhook-sender';

/**
 * The local Stripe emulator: the part of Stripe's API the product uses (PaymentIntents, test
 * cards, refunds, idempotency keys, signed webhooks), spoken over HTTP so the official `stripe`
 * SDK talks to it through its `host`/`port`/`protocol` options, and the web app's local card
 * form confirms through it the way Stripe.js confirms through api.stripe.com.
 *
 * Besides `/v1/*` it answers `/_emulator/*` (event log, delivery control for tests) and the
 * Secrets Manager's `GetSecretValue` and `PutSecretValue` of the local secrets (see ../secrets-manager/local-secrets.ts; it shares this port).
 */
export interface StripeEmulatorOptions {
  /** 0 picks a free port (tests); default 12111 (STRIPE_EMULATOR_PORT). */
  port?: number;
  keys?: StripeSecretValue;
  /** The Secrets Manager name whose value is `keys` (StageResources.stripeSecretName). */
  secretName: string;
  /** Other secrets the local Secrets Manager answers (name → SecretString). */
  otherSecrets?: readonly { name: string; value: string }[];
  /** Where secrets created at run time (CreateSecret) are kept; in memory without it. */
  secretsFile?: string;
  /**
   * Where the emulator keeps its objects (PaymentIntents, charges, refunds, events, connected
   * accounts, transfers, idempotency keys) between runs: `npm run dev` passes a file under .data/,
   * next to DynamoDB's data that refers to them; tests pass none and stay in memory.
   */
  stateFile?: string;
  /** Where webhooks go: the gateway's `/api/webhooks/stripe`. Can be set later with setWebhookUrl. */
  webhookUrl?: string;
  /**
   * Where Connect's events go (issue 21), signed with `keys.connectWebhookSecret`: the gateway's
   * `/api/webhooks/stripe-connect`. Events of connected accounts (`account.updated`) and of
   * transfers go there and only there; everything else goes to `webhookUrl`.
   */
  connectWebhookUrl?: string;
  /** Browser origins allowed by CORS (the app); localhost and 127.0.0.1 count as one. */
  appOrigins?: string[];
  webhookRetryDelaysMs?: readonly number[];
  /** Start with webhook deliveries held until `releaseWebhooks()` (npm run dev: until the app is ready). */
  holdWebhooks?: boolean;
  log?: LogEvent;
}

export interface StripeEmulator {
  /** `http://127.0.0.1:<port>`: the SDK's host/port/protocol, Secrets Manager endpoint, browser API base. */
  url: string;
  port: number;
  keys: StripeSecretValue;
  secretName: string;
  setWebhookUrl(url: string): void;
  setConnectWebhookUrl(url: string): void;
  allowOrigin(origin: string): void;
  /** Moves the emulator's "now" (object timestamps, webhook signatures) with the local cloud's clock. */
  setClockOffset(ms: number): void;
  /** Resolves when no webhook delivery is running or scheduled (held ones wait and do not count). */
  webhooksIdle(): Promise<void>;
  /** Holds every delivery (both endpoints) until releaseWebhooks(); see WebhookSender.hold. */
  holdWebhooks(): void;
  releaseWebhooks(): void;
  /** For in-process tests. */
  state: StripeState;
  connect: ConnectState;
  /** Customers, SetupIntents, invoices, invoice items, credit notes (issue 34). */
  billing: Billing;
  /** Checkout Sessions, mode payment, and their hosted page (issue 38). */
  checkout: CheckoutSessions;
  stop(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;
const CLOCK_CONTROL_PATH = '/__local/clock';
const ACCOUNT = 'acct_local';
const PART = 'Stripe emulator';

export async function startStripeEmulator(options: StripeEmulatorOptions): Promise<StripeEmulator> {
  const keys = options.keys ?? LOCAL_STRIPE_KEYS;
  const log = options.log ?? (() => {});
  const origins = new Set<string>();
  const allowOrigin = (origin: string) => {
    for (const twin of originTwins(origin)) origins.add(twin);
  };
  for (const origin of options.appOrigins ?? []) allowOrigin(origin);

  let clockOffsetMs = 0;
  const now = () => Date.now() + clockOffsetMs;
  const accountWebhooks = new WebhookSender({ secret: keys.webhookSecret, url: options.webhookUrl, retryDelaysMs: options.webhookRetryDelaysMs, now, log });
  const connectWebhooks = new WebhookSender({ secret: keys.connectWebhookSecret, url: options.connectWebhookUrl, retryDelaysMs: options.webhookRetryDelaysMs, now, log });
  const webhooks = new WebhookSenders(accountWebhooks, connectWebhooks);
  if (options.holdWebhooks) webhooks.hold();
  const state = new StripeState({ apiVersion: Stripe.API_VERSION, now, onEvent: (event) => webhooks.senderFor(event).enqueue(event) });
  const connect = new ConnectState({ state, now, baseUrl: () => emulatorUrl() });
  const billing = new Billing({ state, now, baseUrl: () => emulatorUrl() });
  const checkout = new CheckoutSessions({ state, nowSeconds: () => Math.floor(now() / 1000), baseUrl: () => emulatorUrl() });
  const idempotency = new IdempotencyStore();
  const stateParts = { state, connect, idempotency, billing, checkout };
  if (options.stateFile && loadStateFile(options.stateFile, stateParts)) {
    log({ part: 'stripe', event: 'state loaded', file: options.stateFile, paymentIntents: state.paymentIntents.size, accounts: connect.accounts.size });
  }
  // Saved after every request that may change something: not preflights nor API reads (opening
  // an onboarding page is a GET that uses up its Account Link, so it is saved).
  const saveState = (request: IncomingMessage) => {
    if (!options.stateFile || request.method === 'OPTIONS') return;
    if (request.method === 'GET' && !(request.url ?? '').startsWith('/connect/onboarding/')) return;
    saveStateFile(options.stateFile, stateParts);
  };
  const secrets = localSecrets([{ name: options.secretName, value: JSON.stringify(keys) }, ...(options.otherSecrets ?? [])], now, options.secretsFile);

  const server = createServer((request, response) => {
    handle(request, response)
      .finally(() => saveState(request))
      .catch((error: unknown) => {
        log({ part: 'stripe', event: 'error', error: (error as Error).message });
        if (!response.headersSent) send(response, 500, { error: { type: 'api_error', message: 'The local Stripe emulator failed.' } });
      });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const origin = request.headers.origin;
    if (origin && origins.has(origin)) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('vary', 'Origin');
      response.setHeader('access-control-expose-headers', 'request-id, idempotency-key, stripe-version');
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
        'access-control-allow-headers': 'authorization, content-type, idempotency-key, stripe-version, stripe-account',
        'access-control-max-age': '600',
      });
      response.end();
      return;
    }
    const body = await readBody(request);
    if (isSecretsManagerRequest(request)) {
      const answer = secrets.answer(String(request.headers['x-amz-target']), body);
      send(response, answer.statusCode, answer.body, { 'content-type': 'application/x-amz-json-1.1' });
      return;
    }
    const url = new URL(request.url ?? '/', 'http://emulator');
    if (url.pathname === CLOCK_CONTROL_PATH) {
      // The same control the gateway and the S3 front answer: tests move every clock at once.
      if (request.method === 'POST') {
        const offsetMs = (() => {
          try {
            return (JSON.parse(body) as { offsetMs?: unknown }).offsetMs;
          } catch {
            return undefined;
          }
        })();
        if (typeof offsetMs !== 'number' || !Number.isFinite(offsetMs)) return send(response, 400, { message: 'Expected {"offsetMs": number}' });
        clockOffsetMs = offsetMs;
      }
      return send(response, 200, { offsetMs: clockOffsetMs });
    }
    if (url.pathname.startsWith('/_emulator/')) {
      await control(request.method ?? 'GET', url, body, response);
      return;
    }
    if (url.pathname.startsWith('/connect/onboarding/')) {
      onboarding(request.method ?? 'GET', decodeURIComponent(url.pathname.slice('/connect/onboarding/'.length)), response);
      return;
    }
    const checkoutPage = checkout.page(request.method ?? 'GET', url.pathname, body);
    if (checkoutPage) {
      // Checkout's hosted page (issue 38): what a Checkout Session's url opens; its form pays.
      response.writeHead(checkoutPage.statusCode, checkoutPage.headers);
      response.end(checkoutPage.body);
      return;
    }
    const billingPage = request.method === 'GET' ? billing.page(url.pathname) : undefined;
    if (billingPage) {
      // Hosted invoice pages and PDFs (issue 34): what hosted_invoice_url and invoice_pdf open.
      response.writeHead(billingPage.statusCode, { 'content-type': billingPage.contentType, 'cache-control': 'no-store' });
      response.end(billingPage.body);
      return;
    }
    const requestId = stripeId('req', 14);
    response.setHeader('request-id', requestId);
    response.setHeader('stripe-version', String(request.headers['stripe-version'] ?? Stripe.API_VERSION));
    try {
      await api(request, url, body, requestId, response);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      send(response, error.statusCode, { error: error.body });
    }
  }

  async function api(request: IncomingMessage, url: URL, body: string, requestId: string, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const params: FormObject = method === 'GET' || method === 'DELETE' ? parseForm(url.search.slice(1)) : parseBody(request, body);
    const keyKind = authenticate(request, params);
    delete params.key;
    const idempotencyKey = method === 'POST' ? headerValue(request, 'idempotency-key') : null;
    if (idempotencyKey) response.setHeader('idempotency-key', idempotencyKey);
    const caller: Caller = { keyKind, requestId, idempotencyKey };

    const route = matchApiRoute(method, url.pathname);
    if (!route) {
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${url.pathname}). The local Stripe emulator implements PaymentIntents, PaymentMethods, charges, refunds, events, Connect's accounts, account links, transfers and reversals, billing's customers, SetupIntents, invoices, invoice items and credit notes, and Checkout Sessions (mode payment).`,
      });
    }
    if (keyKind === 'publishable' && !route.publishable) {
      throw new StripeApiError(401, {
        type: 'invalid_request_error',
        message: 'This API call cannot be made with a publishable API key. Please use a secret API key.',
      });
    }

    if (idempotencyKey) {
      const saved = idempotency.lookup(ACCOUNT, idempotencyKey, method, url.pathname, params);
      if (saved) {
        response.setHeader('idempotent-replayed', 'true');
        response.setHeader('original-request', saved.requestId);
        send(response, saved.statusCode, saved.body);
        return;
      }
    }
    let statusCode = 200;
    let answer: unknown;
    try {
      answer = route.run(params, caller);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      if (idempotencyKey && error.idempotentResult) {
        idempotency.save(ACCOUNT, idempotencyKey, { method, path: url.pathname, params }, { statusCode: error.statusCode, body: { error: error.body }, requestId });
      }
      throw error;
    }
    if (idempotencyKey) idempotency.save(ACCOUNT, idempotencyKey, { method, path: url.pathname, params }, { statusCode, body: answer, requestId });
    send(response, statusCode, answer);
  }

  interface ApiRoute {
    publishable: boolean;
    run: (params: FormObject, caller: Caller) => unknown;
  }

  function matchApiRoute(method: string, path: string): ApiRoute | undefined {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] !== 'v1') return undefined;
    const [, resource, id, action] = parts as [string, string?, string?, string?];
    // Checkout Sessions (issue 38): `/v1/checkout/sessions[/{id}[/expire]]`.
    if (resource === 'checkout') return checkout.route(method, parts.slice(2));
    const limitOf = (params: FormObject) => Math.min(100, Math.max(1, Number(params.limit ?? 10) || 10));
    const secretOnly = (run: ApiRoute['run']): ApiRoute => ({ publishable: false, run });
    const clientToo = (run: ApiRoute['run']): ApiRoute => ({ publishable: true, run });
    switch (`${method} ${resource ?? ''}${id ? '/:id' : ''}${action ? `/${action}` : ''}`) {
      case 'POST payment_intents':
        return secretOnly((params, caller) => state.createPaymentIntent(params, caller));
      case 'GET payment_intents':
        return secretOnly((params) => list('/v1/payment_intents', state.listPaymentIntents(limitOf(params))));
      case 'GET payment_intents/:id':
        return clientToo((params, caller) => {
          if (caller.keyKind === 'publishable' && typeof params.client_secret !== 'string') {
            throw invalidRequest('A publishable key can retrieve a PaymentIntent only with its client_secret.', 'client_secret');
          }
          return state.retrievePaymentIntent(id!, typeof params.client_secret === 'string' ? params.client_secret : undefined);
        });
      case 'POST payment_intents/:id':
        return secretOnly((params, caller) => state.updatePaymentIntent(id!, params, caller));
      case 'POST payment_intents/:id/confirm':
        return clientToo((params, caller) => state.confirmPaymentIntent(id!, params, caller));
      case 'POST payment_intents/:id/capture':
        return secretOnly((params, caller) => state.capturePaymentIntent(id!, params, caller));
      case 'POST payment_intents/:id/cancel':
        return secretOnly((params, caller) => state.cancelPaymentIntent(id!, params, caller));
      case 'POST payment_methods':
        return clientToo((params) => state.createPaymentMethod(params));
      case 'GET payment_methods/:id':
        return secretOnly(() => state.retrievePaymentMethod(id!));
      case 'GET charges/:id':
        return secretOnly(() => state.retrieveCharge(id!));
      case 'POST refunds':
        return secretOnly((params, caller) => state.createRefund(params, caller));
      case 'GET refunds':
        return secretOnly((params) =>
          list('/v1/refunds', state.listRefunds({ paymentIntent: typeof params.payment_intent === 'string' ? params.payment_intent : undefined, limit: limitOf(params) })),
        );
      case 'GET refunds/:id':
        return secretOnly(() => state.retrieveRefund(id!));
      // Connect (issue 21): Express accounts, Account Links, transfers and their reversals.
      case 'POST accounts':
        return secretOnly((params, caller) => connect.createAccount(params, caller));
      case 'GET accounts':
        return secretOnly((params) => list('/v1/accounts', connect.listAccounts(limitOf(params))));
      case 'GET accounts/:id':
        return secretOnly(() => connect.retrieveAccount(id!));
      case 'POST accounts/:id':
        return secretOnly((params, caller) => connect.updateAccount(id!, params, caller));
      case 'POST account_links':
        return secretOnly((params) => connect.createAccountLink(params));
      case 'POST transfers':
        return secretOnly((params, caller) => connect.createTransfer(params, caller));
      case 'GET transfers':
        return secretOnly((params) => {
          const page = connect.listTransfers({
            destination: typeof params.destination === 'string' ? params.destination : undefined,
            transferGroup: typeof params.transfer_group === 'string' ? params.transfer_group : undefined,
            startingAfter: typeof params.starting_after === 'string' ? params.starting_after : undefined,
            limit: limitOf(params),
          });
          return { ...list('/v1/transfers', page.data), has_more: page.hasMore };
        });
      case 'GET transfers/:id':
        return secretOnly(() => connect.retrieveTransfer(id!));
      case 'POST transfers/:id':
        return secretOnly((params, caller) => connect.updateTransfer(id!, params, caller));
      case 'POST transfers/:id/reversals':
        return secretOnly((params, caller) => connect.createReversal(id!, params, caller));
      case 'GET transfers/:id/reversals':
        return secretOnly((params) => list(`/v1/transfers/${id}/reversals`, connect.listReversals(id!, limitOf(params))));
      case 'GET events':
        return secretOnly((params) => list('/v1/events', state.listEvents({ type: typeof params.type === 'string' ? params.type : undefined, limit: limitOf(params) })));
      case 'GET events/:id':
        return secretOnly(() => state.retrieveEvent(id!));
      default:
        // Customers, SetupIntents, invoices, invoice items, credit notes: billing.ts (issue 34).
        return billing.route(method, parts.slice(1));
    }
  }

  /** Test and developer controls; no key needed (the emulator listens on 127.0.0.1 only). */
  async function control(method: string, url: URL, body: string, response: ServerResponse): Promise<void> {
    const parts = url.pathname.split('/').filter(Boolean).slice(1);
    const key = `${method} ${parts.map((part, index) => ((parts[0] === 'events' || parts[0] === 'accounts') && index === 1 ? ':id' : part)).join('/')}`;
    switch (key) {
      case 'GET health':
        return send(response, 200, {
          ok: true,
          webhookUrl: accountWebhooks.endpoint ?? null,
          connectWebhookUrl: connectWebhooks.endpoint ?? null,
          webhooksPaused: webhooks.isPaused,
        });
      case 'GET events': {
        const paymentIntent = url.searchParams.get('payment_intent');
        const type = url.searchParams.get('type');
        const account = url.searchParams.get('account');
        const events = [...state.events.values()]
          .filter((event) => (!type || event.type === type) && (!paymentIntent || paymentIntentOf(event) === paymentIntent) && (!account || event.account === account))
          .reverse()
          .map((event) => eventSummary(event, webhooks.deliveries(event.id)));
        return send(response, 200, { events });
      }
      case 'GET events/:id': {
        const event = state.events.get(parts[1]!);
        if (!event) return send(response, 404, { message: 'No such event' });
        return send(response, 200, { event, deliveries: webhooks.deliveries(event.id) ?? null });
      }
      case 'POST events/:id/deliver': {
        const attempt = await webhooks.deliverNow(parts[1]!);
        if (!attempt) return send(response, 404, { message: 'No such event' });
        return send(response, 200, { attempt });
      }
      case 'POST accounts/:id/verification': {
        // Test control: where Stripe's review of a connected account stands (issue 21).
        const outcome = (() => {
          try {
            return (JSON.parse(body || '{}') as { outcome?: unknown }).outcome;
          } catch {
            return undefined;
          }
        })();
        if (outcome !== 'verified' && outcome !== 'pending' && outcome !== 'requires_information') {
          return send(response, 400, { message: 'Expected {"outcome": "verified" | "pending" | "requires_information"}' });
        }
        if (!connect.accounts.has(parts[1]!)) return send(response, 404, { message: 'No such account' });
        return send(response, 200, { account: connect.setVerification(parts[1]!, outcome as VerificationOutcome) });
      }
      case 'POST webhooks/pause':
        webhooks.pause();
        return send(response, 200, { webhooksPaused: true });
      case 'POST webhooks/resume':
        webhooks.resume();
        return send(response, 200, { webhooksPaused: false });
      case 'POST webhooks/idle':
      case 'GET webhooks/idle':
        await webhooks.idle();
        return send(response, 200, { idle: true });
      default:
        return send(response, 404, { message: `Unknown emulator control ${method} ${url.pathname}` });
    }
  }

  /**
   * The hosted onboarding an Account Link opens: GET shows the page with its one button, POST (the
   * button) completes onboarding and sends the browser to the platform's return_url. A used or
   * expired link sends it to refresh_url, as Stripe does.
   */
  function onboarding(method: string, token: string, response: ServerResponse): void {
    if (method === 'POST') {
      const done = connect.completeLink(token);
      if (!done) return sendHtml(response, 404, notFoundPage());
      response.writeHead(303, { location: done.location, 'cache-control': 'no-store' }).end();
      return;
    }
    if (method !== 'GET') return sendHtml(response, 405, notFoundPage());
    const opened = connect.openLink(token);
    if (opened.kind === 'missing') return sendHtml(response, 404, notFoundPage());
    if (opened.kind === 'redirect') {
      response.writeHead(302, { location: opened.location, 'cache-control': 'no-store' }).end();
      return;
    }
    sendHtml(response, 200, onboardingPage(opened.account, token));
  }

  const port = options.port ?? DEFAULT_STRIPE_EMULATOR_PORT;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError(PART, `port ${port} is in use`, `Stop what uses it (ss -ltnp | grep :${port}) or set STRIPE_EMULATOR_PORT=<another port>.`, { cause: error })
          : error,
      ),
    );
    server.listen({ host: LOCAL_HOST, port }, resolve);
  });
  const actualPort = (server.address() as AddressInfo).port;
  const emulatorUrl = () => `http://${LOCAL_HOST}:${actualPort}`;
  log({ part: 'stripe', event: 'ready', url: emulatorUrl() });

  const stop = runOnce(async () => {
    webhooks.stop();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    log({ part: 'stripe', event: 'stopped' });
  });

  return {
    url: emulatorUrl(),
    port: actualPort,
    keys,
    secretName: options.secretName,
    setWebhookUrl: (url) => accountWebhooks.setUrl(url),
    setConnectWebhookUrl: (url) => connectWebhooks.setUrl(url),
    allowOrigin,
    setClockOffset: (ms) => {
      clockOffsetMs = ms;
    },
    webhooksIdle: () => webhooks.idle(),
    holdWebhooks: () => webhooks.hold(),
    releaseWebhooks: () => webhooks.release(),
    state,
    connect,
    billing,
    checkout,
    stop,
  };
}

/**
 * The two webhook endpoints of the platform, as on Stripe: the account endpoint (payments) and
 * the Connect endpoint (issue 21), each with its own signing secret. Events of a connected
 * account (`account` set) and transfer events go to the Connect endpoint, the rest to the account
 * endpoint; tests pause, resume and wait for both at once.
 */
class WebhookSenders {
  constructor(
    private readonly account: WebhookSender,
    private readonly connect: WebhookSender,
  ) {}

  senderFor(event: StripeEvent): WebhookSender {
    return event.account || event.type.startsWith('transfer.') ? this.connect : this.account;
  }

  deliveries(eventId: string): EventDeliveries | undefined {
    return this.account.deliveries(eventId) ?? this.connect.deliveries(eventId);
  }

  async deliverNow(eventId: string) {
    return (await this.account.deliverNow(eventId)) ?? this.connect.deliverNow(eventId);
  }

  pause(): void {
    this.account.pause();
    this.connect.pause();
  }

  resume(): void {
    this.account.resume();
    this.connect.resume();
  }

  get isPaused(): boolean {
    return this.account.isPaused;
  }

  hold(): void {
    this.account.hold();
    this.connect.hold();
  }

  release(): void {
    this.account.release();
    this.connect.release();
  }

  async idle(): Promise<void> {
    await Promise.all([this.account.idle(), this.connect.idle()]);
  }

  stop(): void {
    this.account.stop();
    this.connect.stop();
  }
}

function sendHtml(response: ServerResponse, statusCode: number, html: string): void {
  response.writeHead(statusCode, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

function notFoundPage(): string {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link not found</title></head><body><main><h1>This onboarding link does not exist</h1><p>Ask the platform for a new one.</p></main></body></html>';
}

function authenticate(request: IncomingMessage, params: FormObject): 'secret' | 'publishable' {
  const key = keyFromHeader(request.headers.authorization) ?? (typeof params.key === 'string' ? params.key : undefined);
  if (!key) {
    throw new StripeApiError(401, {
      type: 'invalid_request_error',
      message: "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    });
  }
  if (/^(sk|rk)_test_\w+/.test(key)) return 'secret';
  if (/^pk_test_\w+/.test(key)) return 'publishable';
  throw new StripeApiError(401, {
    type: 'invalid_request_error',
    message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}. The local Stripe emulator accepts test-mode keys only (sk_test_…, pk_test_…).`,
  });
}

function keyFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, value] = header.split(' ', 2);
  if (!value) return undefined;
  if (scheme?.toLowerCase() === 'bearer') return value.trim();
  if (scheme?.toLowerCase() === 'basic') return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  return undefined;
}

function parseBody(request: IncomingMessage, body: string): FormObject {
  const type = String(request.headers['content-type'] ?? '');
  if (/^application\/json/i.test(type) && body.trim()) {
    try {
      return jsonToForm(JSON.parse(body)) as FormObject;
    } catch {
      throw invalidRequest('Invalid JSON body.');
    }
  }
  return parseForm(body);
}

/** JSON bodies (a convenience; Stripe itself takes forms) get the same string values a form has. */
function jsonToForm(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(jsonToForm);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonToForm(v)]));
  return String(value);
}

function headerValue(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

function list(url: string, data: unknown[]) {
  return { object: 'list', data, has_more: false, url };
}

function paymentIntentOf(event: StripeEvent): string | null {
  const object = event.data.object;
  if (object.object === 'payment_intent') return String(object.id);
  return typeof object.payment_intent === 'string' ? object.payment_intent : null;
}

function eventSummary(event: StripeEvent, deliveries: EventDeliveries | undefined) {
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    paymentIntentId: paymentIntentOf(event),
    createdMs: deliveries?.createdMs ?? event.created * 1000,
    delivered: deliveries?.delivered ?? false,
    pending: deliveries?.pending ?? false,
    attempts: deliveries?.attempts ?? [],
  };
}

/** `http://localhost:5173` also allows `http://127.0.0.1:5173`, and the other way round. */
function originTwins(origin: string): string[] {
  const twins = [origin.replace(/\/$/, '')];
  if (origin.includes('://localhost')) twins.push(origin.replace('://localhost', '://127.0.0.1'));
  if (origin.includes('://127.0.0.1')) twins.push(origin.replace('://127.0.0.1', '://localhost'));
  return twins;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw invalidRequest('Request body too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, statusCode: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(statusCode, { 'content-type': 'application/json', 'cache-control': 'no-cache, no-store', ...headers });
  response.end(text);
}
