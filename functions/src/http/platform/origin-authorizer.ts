import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerResult } from 'aws-lambda';
import { ENV } from '../../config/function-environment';
import { ORIGIN_VERIFY_HEADER } from '../../config/origin-verify';
import { secretMatches } from '../../middleware/viewer-address';

/**
 * The HTTP API's Lambda authorizer (infra/lib/api-authorizer-stack.ts): lets a request reach a
 * route's function only if it carries CloudFront's origin secret. It has no identity source and
 * no result cache, so API Gateway calls it for every request, and a request without the header or
 * with a wrong value gets 403 before any route's function runs (issue 23). Only in AWS: the local
 * gateway is reached through its CloudFront stand-in, which always adds the header, and the
 * handler kit checks the same header again (middleware/viewer-address.ts).
 */
export async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerResult> {
  const presented = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (presented === undefined) return { isAuthorized: false };
  // During a rotation CloudFront may still send the previous value for a few minutes
  // (docs/operations.md, "Rotate the origin secret"); both are accepted until the next deploy.
  const accepted = [process.env[ENV.originVerifySecret], process.env[ENV.originVerifyPreviousSecret]];
  return { isAuthorized: accepted.some((secret) => secretMatches(presented, secret)) };
}
