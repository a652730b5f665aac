import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { InvalidInputError, TooLargeError } from '../domain/errors';

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
export const BODY_NOT_OBJECT_MESSAGE = 'The request body must be a JSON object.';
/** Routes that take no body still parse one (to refuse non-JSON); they never need more than this. */
export const NO_BODY_MAX_BYTES = 1024;

/** The raw body as a Buffer (API Gateway may base64-encode it). */
export function rawBody(event: APIGatewayProxyEventV2): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

/** Parses a JSON body, refusing anything larger than `maxBytes`, not JSON or not a JSON object. Empty body → undefined. */
export function parseJsonBody(event: APIGatewayProxyEventV2, maxBytes = DEFAULT_MAX_BODY_BYTES): unknown {
  const raw = rawBody(event);
  if (raw.length > maxBytes) throw new TooLargeError();
  if (raw.length === 0) return undefined;
  const contentType = event.headers?.['content-type'] ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(contentType)) {
    throw new InvalidInputError('The request body must be JSON (Content-Type: application/json).', undefined, 'unsupported_media_type');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new InvalidInputError('The request body is not valid JSON.', undefined, 'invalid_json');
  }
  // Every body of the API is an object: `null`, an array or a bare value never reaches a schema
  // (a schema's refinements would otherwise meet a value they were not written for).
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InvalidInputError(BODY_NOT_OBJECT_MESSAGE, undefined, 'body_not_object');
  }
  return parsed;
}
