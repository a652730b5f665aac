/**
 * Errors in Stripe's wire shape: `{ error: { type, code?, decline_code?, message, param?, … } }`
 * with Stripe's status codes (400 invalid request, 401 key, 402 card, 404 missing, 409 conflict).
 */
export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  [extra: string]: unknown;
}

export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
    /**
     * Whether Stripe keeps this answer for the request's idempotency key. Stripe saves a result
     * once the endpoint started executing (a declined card), not when parameters failed validation.
     */
    readonly idempotentResult = false,
  ) {
    super(body.message);
    this.name = 'StripeApiError';
  }
}

export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` } : {}),
  });
}

export function resourceMissing(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
  });
}

export function unknownParameter(name: string): StripeApiError {
  return invalidRequest(`Received unknown parameter: ${name}`, name, 'parameter_unknown');
}

export function unexpectedState(message: string): StripeApiError {
  return invalidRequest(message, undefined, 'payment_intent_unexpected_state');
}
