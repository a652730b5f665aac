import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../config/origin-verify';

/** What the kit took off an event before any handler or log line saw it (see checkOrigin). */
export interface OriginClaim {
  /** The `x-origin-verify` value the request carried, if any: a secret, never log it. */
  presentedSecret?: string;
  /** CloudFront's `cloudfront-viewer-address`, believable only if presentedSecret is CloudFront's. */
  viewerAddress?: string;
  /** Names of the `cloudfront-*` headers the request carried. */
  cloudFrontHeaders: string[];
}

/** Claims by event: an event the kit has not checked has none. */
const claims = new WeakMap<object, OriginClaim>();

/**
 * Runs first in the HTTP handler kit, before anything can log the event. Takes the origin secret
 * header and every `cloudfront-*` header off the event and keeps them aside: only a handler that
 * needs the viewer's IP (middleware/client-ip.ts, the per-IP limits) checks the secret, against
 * Secrets Manager, so the other functions neither read the secret nor bundle its client. No
 * handler and no log line ever sees the secret, and no handler reads a CloudFront header that a
 * caller of the execute-api URL could have made up.
 */
export function checkOrigin(event: APIGatewayProxyEventV2): void {
  const headers = event.headers ?? {};
  const presentedSecret = headers[ORIGIN_VERIFY_HEADER];
  delete headers[ORIGIN_VERIFY_HEADER];
  const viewerAddress = headers[VIEWER_ADDRESS_HEADER];
  const cloudFrontHeaders = Object.keys(headers).filter((name) => name.startsWith('cloudfront-'));
  for (const name of cloudFrontHeaders) delete headers[name];
  claims.set(event, { presentedSecret, viewerAddress, cloudFrontHeaders });
}

export function originClaimOf(event: APIGatewayProxyEventV2): OriginClaim | undefined {
  return claims.get(event);
}
