import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ENV } from '../config/function-environment';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../config/origin-verify';
import { logger } from '../logging/logger';

/** Viewer IPs the kit has vouched for, by event: an event the kit has not checked has none. */
const trustedViewerIps = new WeakMap<object, string>();

/**
 * Runs first in the HTTP handler kit, before anything can log the event. Decides whether the
 * request came through CloudFront (its `x-origin-verify` equals the stage's secret) and then:
 * - through CloudFront: CloudFront's viewer address is the client IP;
 * - otherwise (someone calling the execute-api URL directly): every `cloudfront-*` header is the
 *   caller's own, so they are removed and the client IP is API Gateway's source IP.
 * The secret header itself is always removed, so no handler and no log line ever sees it.
 */
export function checkOrigin(event: APIGatewayProxyEventV2): void {
  const headers = event.headers ?? {};
  const presented = headers[ORIGIN_VERIFY_HEADER];
  delete headers[ORIGIN_VERIFY_HEADER];
  if (presented !== undefined && secretMatches(presented, process.env[ENV.originVerifySecret])) {
    const ip = ipOfViewerAddress(headers[VIEWER_ADDRESS_HEADER]);
    if (ip) trustedViewerIps.set(event, ip);
    return;
  }
  const forged = Object.keys(headers).filter((name) => name.startsWith('cloudfront-'));
  for (const name of forged) delete headers[name];
  if (forged.length > 0 || presented !== undefined) {
    // Names only: the values are the caller's (and a wrong secret guess stays out of the logs).
    logger.info('request did not come through CloudFront; its CloudFront headers are ignored', {
      ignoredHeaders: forged,
      wrongOriginSecret: presented !== undefined,
      sourceIp: event.requestContext?.http?.sourceIp,
      requestId: event.requestContext?.requestId,
    });
  }
}

/**
 * The client's IP for per-IP limits: the viewer address CloudFront vouched for (checkOrigin), or
 * else the address API Gateway saw the request come from, which no header can change.
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  return trustedViewerIps.get(event) ?? event.requestContext?.http?.sourceIp ?? 'unknown';
}

/**
 * Constant-time: both sides are hashed first, so neither the length nor the first differing byte
 * of the expected secret shows in the time taken. A missing or empty secret never matches.
 */
export function secretMatches(presented: string, expected: string | undefined): boolean {
  if (!expected) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** `203.0.113.9:443` or `2001:db8::1:443` (CloudFront's `ip:port`), also `[2001:db8::1]:443`. */
function ipOfViewerAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const ip = value.trim().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return isIP(ip) ? ip : undefined;
}
