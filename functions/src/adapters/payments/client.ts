import { paymentKeys } from './keys';
import { PaymentProviderError } from './errors';
import { createStripeHttp, STRIPE_API_BASE_URL, type StripeHttp } from './stripe-http';

/**
 * The Stripe client of this container: the app's own REST client (stripe-http.ts, ADR 0192) with
 * the secret key, pointed at Stripe or, locally, at the emulator STRIPE_API_URL names. Only the
 * files of adapters/payments/ use it (functions/src/payments-rule.test.ts keeps it so); the app
 * calls their functions and reads their types (types.ts). The `stripe` SDK is not loaded here: the
 * area files import its types only.
 */
let loading: Promise<StripeHttp> | undefined;

function stripeClient(): Promise<StripeHttp> {
  loading ??= loadClient().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function loadClient(): Promise<StripeHttp> {
  const { keys, localApiUrl } = await paymentKeys();
  return createStripeHttp({ secretKey: keys.secretKey, baseUrl: localApiUrl ?? STRIPE_API_BASE_URL });
}

/** Runs one Stripe call with the client; Stripe's errors come out as PaymentProviderError (errors.ts). */
export async function withStripe<T>(call: (stripe: StripeHttp) => Promise<T>): Promise<T> {
  const stripe = await stripeClient();
  try {
    return await call(stripe);
  } catch (error) {
    throw toProviderError(error);
  }
}

interface SdkStripeError extends Error {
  type: string;
  rawType?: string;
  code?: string;
  decline_code?: string;
}

/**
 * An error of the `stripe` SDK's classes (thrown where the SDK is still the client: the dev
 * scripts through dev-sdk.ts) mapped to the app's PaymentProviderError, recognised by its class
 * name (`type`: StripeCardError, StripeInvalidRequestError, ...) so this file loads no SDK. Our own
 * client throws PaymentProviderError already; anything else passes through unchanged.
 */
export function toProviderError(error: unknown): unknown {
  if (error instanceof PaymentProviderError || !isSdkStripeError(error)) return error;
  const kind = error.type === 'StripeCardError' ? 'card' : error.type === 'StripeInvalidRequestError' ? 'invalid-request' : 'other';
  return new PaymentProviderError(error.message, kind, error.type, error.code, error.decline_code, { cause: error });
}

function isSdkStripeError(error: unknown): error is SdkStripeError {
  return error instanceof Error && typeof (error as Partial<SdkStripeError>).type === 'string' && /^Stripe[A-Za-z]*Error$/.test((error as SdkStripeError).type) && 'rawType' in error;
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
