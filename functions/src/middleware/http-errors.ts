/** Errors a handler throws on purpose; the error handler turns them into `{message, code?, issues?}`. */
export interface FieldIssue {
  path: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, issues?: FieldIssue[], code = 'bad_request') {
    super(400, message, code, issues);
    this.name = 'BadRequestError';
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in to continue.') {
    super(401, message, 'unauthorized');
    this.name = 'UnauthorizedError';
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have access to this.') {
    super(403, message, 'forbidden');
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message, 'not_found');
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, code = 'conflict') {
    super(409, message, code);
    this.name = 'ConflictError';
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message = 'The request body is too large.') {
    super(413, message, 'payload_too_large');
    this.name = 'PayloadTooLargeError';
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, 'rate_limited', undefined, { 'retry-after': String(retryAfterSeconds) });
    this.name = 'TooManyRequestsError';
  }
}
