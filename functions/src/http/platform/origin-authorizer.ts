import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerResult } from 'aws-lambda';
import { originSecrets } from '../../adapters/origin-secret';
import { ORIGIN_VERIFY_HEADER } from '../../config/origin-verify';
import { logger } from '../../logging/logger';

/**
 * The HTTP API's Lambda authorizer (infra/lib/api-stack.ts): lets a request reach a route's
 * function only if it carries CloudFront's origin secret. API Gateway answers a request WITHOUT
 * the header itself (401, this function does not run: the header is the identity source), and
 * caches this function's answer per header value for an hour, so CloudFront's steady value costs
 * one call an hour; a wrong value gets 403. The accepted values are read from Secrets Manager at
 * run time (adapters/origin-secret.ts: the current version, and the previous one for an hour after
 * a rotation), so rotating needs no deploy of this function. Only in AWS: the local gateway is
 * reached directly, and the per-IP limits check the same header again (middleware/client-ip.ts).
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
