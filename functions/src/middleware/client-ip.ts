import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { originSecrets } from '../adapters/origin-secret';
import { logger } from '../logging/logger';
import { originClaimOf } from './viewer-address';

/** Viewer IPs already decided, by event (a handler may ask twice). */
const decided = new WeakMap<object, string>();

/**
 * The client's IP for per-IP limits. If the request came through CloudFront (its `x-origin-verify`
 * is one of the origin secret's accepted values, read from Secrets Manager at run time:
 * adapters/origin-secret.ts), CloudFront's viewer address; otherwise (someone calling the
 * execute-api URL directly, whose CloudFront-* headers are their own invention) the address API
 * Gateway saw the request come from, which no header can change.
 */
export async function clientIp(event: APIGatewayProxyEventV2): Promise<string> {
  const known = decided.get(event);
  if (known) return known;
  const sourceIp = event.requestContext?.http?.sourceIp ?? 'unknown';
  const claim = originClaimOf(event);
  let ip = sourceIp;
  if (claim?.presentedSecret !== undefined && (await throughCloudFront(claim.presentedSecret))) {
    ip = ipOfViewerAddress(claim.viewerAddress) ?? sourceIp;
  } else if (claim && (claim.cloudFrontHeaders.length > 0 || claim.presentedSecret !== undefined)) {
    // Names only: the values are the caller's (and a wrong secret guess stays out of the logs).
    logger.info('request did not come through CloudFront; its CloudFront headers are ignored', {
      ignoredHeaders: claim.cloudFrontHeaders,
      wrongOriginSecret: claim.presentedSecret !== undefined,
      sourceIp,
    });
  }
  decided.set(event, ip);
  return ip;
}

async function throughCloudFront(presented: string): Promise<boolean> {
  try {
    return await originSecrets().matches(presented);
  } catch (error) {
    // Secrets Manager unreachable and nothing cached: the source IP still limits per edge.
    logger.error('could not read the origin secret; the viewer address is not trusted', { error: error as Error });
    return false;
  }
}

/** `203.0.113.9:443` or `2001:db8::1:443` (CloudFront's `ip:port`), also `[2001:db8::1]:443`. */
function ipOfViewerAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const ip = value.trim().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return isIP(ip) ? ip : undefined;
}
