import { codeOfMessage } from '@worknest/shared/message-codes';
import { ConflictError, DomainError, type DomainErrorKind, InvalidInputError, NotReadyError, RateLimitedError } from '../domain/errors';

/**
 * The one place where what went wrong becomes HTTP: a domain error's kind picks the status, and its
 * message, code and field issues become the JSON error body of ARCHITECTURE.md ("Errors").
 */
export const httpStatusOfKind: Record<DomainErrorKind, number> = {
  invalid_input: 400,
  not_signed_in: 401,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  unavailable: 502,
  not_ready: 503,
  payment_refused: 402,
};

export interface MappedError {
  statusCode: number;
  body: {
    message: string;
    code: string;
    messageCode?: string;
    messageValues?: Readonly<Record<string, string | number>>;
    issues?: { path: string; message: string; code?: string; values?: Readonly<Record<string, string | number>> }[];
    [detail: string]: unknown;
  };
  headers?: Record<string, string>;
}

/** The HTTP answer for an error thrown on purpose; undefined for anything else (a 500). */
export function mapDomainError(error: unknown): MappedError | undefined {
  if (!(error instanceof DomainError)) return undefined;
  const body: MappedError['body'] = { message: error.message, code: error.code };
  if (error instanceof InvalidInputError && error.issues) body.issues = error.issues;
  // Issue 40 (ADR 0167): the stable code of the message people read, for the SPA's translation: the
  // one the error names, else the listed code of its message (a 409 "This stay was already cancelled."),
  // left out when it is the body's `code` already (the SPA looks up `messageCode`, then `code`).
  // A message made by a function carries its values too (ADR 0186: "You need 9 credits; you have 4").
  const coded = error.messageCode ? { code: error.messageCode, values: error.messageValues } : codeOfMessage(error.message);
  if (coded && (coded.code !== error.code || coded.values)) body.messageCode = coded.code;
  if (coded?.values) body.messageValues = coded.values;
  if (error instanceof ConflictError && error.details) Object.assign(body, error.details);
  const headers = error instanceof RateLimitedError || error instanceof NotReadyError ? { 'retry-after': String(error.retryAfterSeconds) } : undefined;
  return { statusCode: httpStatusOfKind[error.kind], body, headers };
}
