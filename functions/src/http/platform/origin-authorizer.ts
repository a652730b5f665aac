import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerResult } from 'aws-lambda';
import { ENV } from '../../config/function-environment';
import { ORIGIN_VERIFY_HEADER } from '../../config/origin-verify';
import { secretMatches } from '../../middleware/viewer-address';

/**
 * The HTTP API's Lambda authorizer (infra/lib/api-stack.ts): lets a request reach a route's
 * function only if it carries CloudFront's origin secret. API Gateway answers a request WITHOUT
 * the header itself (401, this function does not run: the header is the identity source), and
 * caches this function's answer per header value for an hour, so CloudFront's steady value costs
 * one call an hour; a wrong value gets 403. Only in AWS: the local gateway is reached directly and
 * the handler kit checks the same header again (middleware/viewer-address.ts).
 */
export async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerResult> {
  const presented = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (presented === undefined) return { isAuthorized: false };
  // During a rotation CloudFront may still send the previous value for a few minutes
  // (docs/operations.md, "Rotate the origin secret"); both are accepted until the next deploy.
  const accepted = [process.env[ENV.originVerifySecret], process.env[ENV.originVerifyPreviousSecret]];
  return { isAuthorized: accepted.some((secret) => secretMatches(presented, secret)) };
}
