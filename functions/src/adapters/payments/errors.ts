import { PaymentRefusedError } from '../../domain/errors';

/**
 * Every error Stripe answers (its `Stripe.errors.StripeError` classes, network failures included),
 * as the adapter's functions throw it: the app never sees a Stripe class. Anything that is not
 * Stripe's (the keys could not be read, a bug) passes through unchanged. This file loads no SDK.
 *
 * - `kind`: `card` for a refused card (StripeCardError), `invalid-request` for a request Stripe
 *   refuses (StripeInvalidRequestError: a missing object, an intent in the wrong state), `other`
 *   for the rest (connection, API, rate limit, authentication, idempotency).
 * - `code` and `declineCode`: Stripe's own (`resource_missing`, `payment_intent_unexpected_state`,
 *   `charge_already_refunded`, `card_declined`, `authentication_required`, ...).
 * - `type`: the Stripe class's type (`StripeCardError`, ...), for logs and payout retries.
 */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';

  constructor(
    message: string,
    readonly kind: 'card' | 'invalid-request' | 'other',
    readonly type: string,
    readonly code: string | undefined,
    readonly declineCode: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Whether Stripe answered `error` with this code (any kind), e.g. `charge_already_refunded`. */
export function isProviderError(error: unknown, code?: string): error is PaymentProviderError {
  return error instanceof PaymentProviderError && (code === undefined || error.code === code);
}

/** Whether Stripe refused the request itself with this code, e.g. `resource_missing`, `payment_intent_unexpected_state`. */
export function isInvalidRequest(error: unknown, code: string): error is PaymentProviderError {
  return error instanceof PaymentProviderError && error.kind === 'invalid-request' && error.code === code;
}

/** Whether the card was refused (declined, authentication required, expired, ...). */
export function isCardRefusal(error: unknown): error is PaymentProviderError {
  return error instanceof PaymentProviderError && error.kind === 'card';
}

/**
 * A refused card as the app answers it (402): Stripe's message for the card (what the UI shows),
 * else `fallback`; `authentication_required` keeps its code, every other refusal is `card_declined`.
 */
export function cardRefusedError(error: PaymentProviderError, fallback: string): PaymentRefusedError {
  return new PaymentRefusedError(error.message || fallback, error.code === 'authentication_required' ? 'authentication_required' : 'card_declined');
}
