import { randomBytes } from 'node:crypto';

/**
 * An id shaped like API Gateway's request, connection and message ids (`L0SM9cOFvHcCIhw=`):
 * 11 random bytes in standard base64. Standard base64 can contain `/` and `+`, which is why
 * connection ids must be URL-encoded in Management API paths; keeping them proves we decode.
 */
export function apiGatewayId(): string {
  return randomBytes(11).toString('base64');
}

/** An X-Ray trace header value, as API Gateway adds it: `Root=1-<epoch seconds hex>-<24 hex digits>`. */
export function traceId(nowMs: number): string {
  return `Root=1-${Math.floor(nowMs / 1000).toString(16)}-${randomBytes(12).toString('hex')}`;
}
