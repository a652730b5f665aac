import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerResult } from 'aws-lambda';
import { originSecrets } from '../../adapters/origin-secret';
import { ORIGIN_VERIFY_HEADER } from '../../config/origin-verify';
import { logger } from '../../logging/logger';

/**
 * The HTTP API's Lambda authorizer (infra/lib/api-authorizer-stack.ts): lets a request reach a
 * route's function only if it carries CloudFront's origin secret. It has no identity source and
 * no result cache, so API Gateway calls it for every request, and a request without the header or
 * with a wrong value gets 403 before any route's function runs (issue 23). The accepted values are
 * read from Secrets Manager at run time (adapters/origin-secret.ts: the current version, and the
 * previous one for an hour after a rotation), so rotating needs no deploy of this function. Only
 * in AWS: the local gateway is reached through its CloudFront stand-in, which always adds the
 * header, and the per-IP limits check the same header again (middleware/client-ip.ts).
 */
export async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerResult> {
  const presented = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (presented === undefined) return { isAuthorized: false };
  try {
    return { isAuthorized: await originSecrets().matches(presented) };
  } catch (error) {
    // Thrown, API Gateway answers 500 and caches nothing; the next request asks again.
    logger.error('could not read the origin secret', { error: error as Error });
    throw error;
  }
}
