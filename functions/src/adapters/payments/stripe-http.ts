import { randomUUID } from 'node:crypto';
import { logger } from '../../logging/logger';
import { PaymentProviderError } from './errors';
import { encodeStripeForm, type StripeParams } from './stripe-form';

/**
 * The app's own client of Stripe's REST API (ADR 0192): node's fetch, the form encoding of
 * stripe-form.ts, and what the `stripe` SDK did for the app with `maxNetworkRetries: 2`:
 *
 * - every request pins `Stripe-Version` (STRIPE_API_VERSION, the version of the SDK the app's
 *   types come from) and authenticates with the secret key (Bearer);
 * - every POST carries an Idempotency-Key (the caller's, else a fresh `worknest-retry-<uuid>`), and
 *   a retry sends the same key, so Stripe replays the first result instead of charging twice;
 * - up to 2 retries on a network failure or timeout, 409, 429 and 5xx, unless Stripe answers
 *   `Stripe-Should-Retry: false` (and whenever it answers `true`), after 0.5 s, 1 s (jittered, at
 *   most 5 s, or Stripe's `Retry-After` when it asks for 5 s or less);
 * - 8 s per attempt;
 * - Stripe's error JSON becomes a PaymentProviderError with the SDK's class name as `type`
 *   (the status decides it, as the SDK's generateV1Error does: 402 StripeCardError, 400/404
 *   StripeInvalidRequestError or StripeIdempotencyError, 429 StripeRateLimitError, ...), and a
 *   network failure a `StripeConnectionError`.
 *
 * It does not: OAuth, API v2, file uploads, pagination helpers, Stripe-Account headers, telemetry.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface StripeRequestOptions {
  idempotencyKey?: string;
}

export interface StripeHttp {
  get<T>(path: string, query?: StripeParams): Promise<T>;
  post<T>(path: string, params?: StripeParams, options?: StripeRequestOptions): Promise<T>;
  del<T>(path: string): Promise<T>;
}

export interface StripeHttpConfig {
  secretKey: string;
  /** `https://api.stripe.com`, or the local emulator's URL. */
  baseUrl: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  timeoutMs?: number;
  maxRetries?: number;
}

export const STRIPE_API_BASE_URL = 'https://api.stripe.com';
const INITIAL_DELAY_MS = 500;
const MAX_DELAY_MS = 5_000;

/** A path under /v1 with each interpolated value (an id) percent-encoded: v1`payment_intents/${id}/capture`. */
export function v1(parts: TemplateStringsArray, ...values: string[]): string {
  return parts.reduce((path, part, index) => path + part + (index < values.length ? encodeURIComponent(values[index]!) : ''), '/v1/');
}

export function createStripeHttp(config: StripeHttpConfig): StripeHttp {
  const fetchFn = config.fetch ?? fetch;
  const sleep = config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = config.random ?? Math.random;
  const timeoutMs = config.timeoutMs ?? 8_000;
  const maxRetries = config.maxRetries ?? 2;
  const base = config.baseUrl.replace(/\/+$/, '');

  async function request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, params: StripeParams | undefined, options: StripeRequestOptions = {}): Promise<T> {
    const form = params ? encodeStripeForm(params) : '';
    const url = `${base}${path}${method !== 'POST' && form ? `?${form}` : ''}`;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${config.secretKey}`,
      'Stripe-Version': STRIPE_API_VERSION,
      'User-Agent': 'worknest-stripe-http/1',
    };
    if (method === 'POST') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      headers['Idempotency-Key'] = options.idempotencyKey ?? `worknest-retry-${randomUUID()}`;
    }
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      let text: string;
      try {
        response = await fetchFn(url, { method, headers, ...(method === 'POST' ? { body: form } : {}), signal: AbortSignal.timeout(timeoutMs) });
        text = await response.text();
      } catch (error) {
        const failure = connectionError(error, timeoutMs);
        if (attempt >= maxRetries) throw failure;
        await retryAfter(attempt, method, path, failure.message, null);
        continue;
      }
      if (response.ok) return parseJson<T>(text, response.status);
      const failure = apiError(response.status, text);
      if (attempt >= maxRetries || !shouldRetry(response)) throw failure;
      await retryAfter(attempt, method, path, failure.message || `HTTP ${response.status}`, response.headers.get('retry-after'));
    }
  }

  async function retryAfter(attempt: number, method: string, path: string, reason: string, retryAfterHeader: string | null): Promise<void> {
    const ms = delayMs(attempt, retryAfterHeader, random);
    logger.warn('Stripe request retried', { stripeMethod: method, stripePath: path, attempt: attempt + 1, delayMs: Math.round(ms), reason });
    await sleep(ms);
  }

  return {
    get: (path, query) => request('GET', path, query),
    post: (path, params, options) => request('POST', path, params ?? {}, options),
    del: (path) => request('DELETE', path, undefined),
  };
}

function shouldRetry(response: Response): boolean {
  const advice = response.headers.get('stripe-should-retry');
  if (advice === 'false') return false;
  if (advice === 'true') return true;
  return response.status === 409 || response.status === 429 || response.status >= 500;
}

/** 0.5 s, 1 s, ... at most 5 s, jittered into its upper half (as the SDK does); Stripe's Retry-After wins when it is 5 s or less. */
export function delayMs(attempt: number, retryAfterHeader: string | null, random: () => number): number {
  const asked = retryAfterHeader === null ? NaN : Number(retryAfterHeader) * 1000;
  if (Number.isFinite(asked) && asked >= 0 && asked <= MAX_DELAY_MS) return asked;
  const backoff = Math.min(INITIAL_DELAY_MS * 2 ** attempt, MAX_DELAY_MS) * 0.5 * (1 + random());
  return Math.max(INITIAL_DELAY_MS, backoff);
}

function parseJson<T>(text: string, status: number): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new PaymentProviderError(`Stripe answered ${status} with a body that is not JSON`, 'other', 'StripeAPIError', undefined, undefined);
  }
}

interface StripeErrorBody {
  type?: string;
  message?: string;
  code?: string;
  decline_code?: string;
}

/** Stripe's error JSON as the SDK classes it (generateV1Error), as a PaymentProviderError. */
export function apiError(status: number, text: string): PaymentProviderError {
  let body: StripeErrorBody = {};
  try {
    body = (JSON.parse(text) as { error?: StripeErrorBody }).error ?? {};
  } catch {
    body = { message: `Stripe answered ${status} with a body that is not JSON` };
  }
  const type = errorClass(status, body);
  const kind = type === 'StripeCardError' ? 'card' : type === 'StripeInvalidRequestError' ? 'invalid-request' : 'other';
  return new PaymentProviderError(body.message ?? '', kind, type, body.code, body.decline_code ?? (kind === 'card' ? '' : undefined), { cause: { status, error: body } });
}

function errorClass(status: number, body: StripeErrorBody): string {
  if (status === 429 || (status === 400 && body.code === 'rate_limit')) return 'StripeRateLimitError';
  if (status === 400 || status === 404) return body.type === 'idempotency_error' ? 'StripeIdempotencyError' : 'StripeInvalidRequestError';
  if (status === 401) return 'StripeAuthenticationError';
  if (status === 402) return 'StripeCardError';
  if (status === 403) return 'StripePermissionError';
  return 'StripeAPIError';
}

function connectionError(error: unknown, timeoutMs: number): PaymentProviderError {
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  const detail = timedOut ? `Request aborted due to timeout being reached (${timeoutMs}ms)` : error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(`An error occurred with our connection to Stripe. ${detail}`, 'other', 'StripeConnectionError', undefined, undefined, { cause: error });
}
