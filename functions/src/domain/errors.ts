/**
 * What can go wrong, in the product's words. Domain rules, the store and the adapters throw these;
 * they know nothing of HTTP. The handler kits map them once: to a status and the JSON error body
 * (middleware/http-errors.ts) or to a WebSocket close code (middleware/define-socket-handler.ts).
 * A scheduled job, a queue consumer or the admin CLI catches them as they are.
 *
 * `code` is stable: clients match on it. `message` is for people (SPEC.md's wording where it has one).
 */

/** One problem with one input field (`path` is the field's dotted path, '' for the whole input). */
export interface FieldIssue {
  path: string;
  message: string;
  /** Issue 40: the message's stable code (shared/message-codes), when it has one. */
  code?: string;
  /** Issue 40 part 2 (ADR 0186): the values of a message made by a function. */
  values?: Readonly<Record<string, string | number>>;
}

export type DomainErrorKind =
  | 'invalid_input'
  | 'not_signed_in'
  | 'not_allowed'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable'
  | 'not_ready'
  | 'payment_refused';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** Issue 40: the stable code of `message` itself (shared/message-codes), beside the kind of failure `code`. */
  messageCode?: string;
  /** Issue 40 part 2 (ADR 0186): the values of a message made by a function (`{ day: '2030-03-12' }`), for the reader's language. */
  messageValues?: Readonly<Record<string, string | number>>;

  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** Names the code and values of a message made by a function, where its English cannot be read back (a formatted date). */
  coded(messageCode: string, messageValues: Readonly<Record<string, string | number>>): this {
    this.messageCode = messageCode;
    this.messageValues = messageValues;
    return this;
  }
}

/** The input breaks a rule; `issues` names the fields when there are any. */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid_input';
  constructor(
    message: string,
    readonly issues?: FieldIssue[],
    code = 'bad_request',
    /** Issue 40: the stable code of `message` itself (e.g. `work_email_invalid`), beside the generic `code`. */
    messageCode?: string,
  ) {
    super(message, code);
    if (messageCode) this.messageCode = messageCode;
  }
}

/** Nobody (or nobody still valid) is signed in. */
export class NotSignedInError extends DomainError {
  readonly kind = 'not_signed_in';
  constructor(message = 'Please sign in to continue.', code = 'unauthorized') {
    super(message, code);
  }
}

/** Signed in, but this member may not do this. */
export class NotAllowedError extends DomainError {
  readonly kind = 'not_allowed';
  constructor(message = 'You do not have access to this.', code = 'forbidden') {
    super(message, code);
  }
}

/** It does not exist, or the caller may not know that it does. */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
  constructor(message = 'Not found', code = 'not_found') {
    super(message, code);
  }
}

/** The request is fine but the state of things refuses it (taken dates, a stay ahead, ...). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  /** Issue 35: what is already there, added to the JSON error body (an approval's first decision). */
  details?: Record<string, unknown>;
  constructor(message: string, code = 'conflict') {
    super(message, code);
  }
}

/** The input is larger than allowed. */
export class TooLargeError extends DomainError {
  readonly kind = 'too_large';
  constructor(message = 'The request body is too large.', code = 'payload_too_large') {
    super(message, code);
  }
}

/** Too many attempts; try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code = 'rate_limited',
  ) {
    super(message, code);
  }
}

/** A service we depend on (payments, mail, an identity provider) did not answer as it should. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
  constructor(message: string, code = 'unavailable') {
    super(message, code);
  }
}

/**
 * Not ready yet, though nothing is wrong (a cold cache still loading): the same request will work
 * in a moment; the client may ask again after `retryAfterSeconds`.
 */
export class NotReadyError extends DomainError {
  readonly kind = 'not_ready';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code = 'not_ready',
  ) {
    super(message, code);
  }
}

/** Issue 34: a saved card was charged off-session and refused (declined, or it needs its holder's authentication). */
export class PaymentRefusedError extends DomainError {
  readonly kind = 'payment_refused';
  constructor(message: string, code = 'card_refused') {
    super(message, code);
  }
}
