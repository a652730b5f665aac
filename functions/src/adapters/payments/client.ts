import Stripe from 'stripe';
import { paymentKeys, type PaymentKeys } from './keys';
import { PaymentProviderError } from './errors';

/**
 * The Stripe client of this container, the one place the `stripe` SDK is constructed. Only the
 * files of adapters/payments/ use it (a rule test keeps it so: functions/src/payments-rule.test.ts);
 * the app calls their functions and reads their types (types.ts). Locally STRIPE_API_URL points
 * the SDK at the emulator through its `host`/`port`/`protocol` options.
 */
let loading: Promise<Stripe> | undefined;

function stripeClient(): Promise<Stripe> {
  loading ??= loadClient().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function loadClient(): Promise<Stripe> {
  const { keys, localApiUrl } = await paymentKeys();
  return new Stripe(keys.secretKey, {
    ...(localApiUrl ? endpointOptions(localApiUrl) : {}),
    // The SDK retries network failures and 409/5xx with its own idempotency key, so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 8_000,
    telemetry: false,
    appInfo: { name: 'worknest' },
  });
}

function endpointOptions(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'https' ? 443 : 80), protocol };
}

/** Runs one Stripe call with the client; Stripe's errors come out as PaymentProviderError (errors.ts). */
export async function withStripe<T>(call: (stripe: Stripe) => Promise<T>): Promise<T> {
  const stripe = await stripeClient();
  try {
    return await call(stripe);
  } catch (error) {
    throw toProviderError(error);
  }
}

/** Stripe's error classes mapped to the app's one, in this one place. */
export function toProviderError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const kind = error instanceof Stripe.errors.StripeCardError ? 'card' : error instanceof Stripe.errors.StripeInvalidRequestError ? 'invalid-request' : 'other';
  return new PaymentProviderError(error.message, kind, error.type, error.code, error.decline_code, { cause: error });
}

/** An id of an expandable field (a string, or the object when expanded), or null. */
export function idOf(value: string | { id?: string | null } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : (value.id ?? null);
}

/** Loads the keys and the client now, so a caller can fail before it writes anything (a cold start's one read). */
export async function paymentsReady(): Promise<void> {
  await stripeClient();
}

/**
 * The raw client and keys, for the dev scripts only (scripts/src/seed drives the local emulator as
 * a guest's browser would). The app never calls this: it calls the area files of this folder
 * (functions/src/payments-rule.test.ts keeps it so).
 */
export async function payments(): Promise<{ stripe: Stripe } & PaymentKeys> {
  const [stripe, loaded] = await Promise.all([stripeClient(), paymentKeys()]);
  return { stripe, ...loaded };
}
