import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { SCIM_SCHEMAS } from '@worknest/shared/scim-rules';
import { ENV, requireEnv } from '../config/function-environment';
import { DomainError, InvalidInputError, NotAllowedError } from '../domain/errors';
import { authenticateScimToken, limitScimRequests } from '../domain/scim/scim-token';
import { logger } from '../logging/logger';
import { countFault } from '../logging/metrics';
import { mapDomainError } from './http-errors';
import { parseJsonBody, DEFAULT_MAX_BODY_BYTES } from './json-body';
import type { HandlerResult } from './responses';
import { routeOfKey } from './route-of-event';
import { checkOrigin } from './viewer-address';

/** RFC 7644 §3.12 scimType values: a domain error whose code is one of them carries it. */
const scimTypes = new Set(['invalidFilter', 'tooMany', 'uniqueness', 'mutability', 'invalidSyntax', 'invalidPath', 'noTarget', 'invalidValue', 'invalidVers', 'sensitive']);

export interface ScimRequest {
  /** The company whose directory-sync token came with the request. */
  companyDomain: string;
  appOrigin: string;
  body: unknown;
  query: Record<string, string | undefined>;
  params: Record<string, string | undefined>;
  event: APIGatewayProxyEventV2;
  requestId: string;
}

/** What a SCIM handler answers: a resource (200), or a status with an optional body and Location. */
export type ScimResult = { status: number; body?: unknown; location?: string };

/** `application/scim+json` (RFC 7644 §3.1); DELETE's 204 has no body. */
export function scimResponse(status: number, body?: unknown, headers: Record<string, string> = {}): HandlerResult {
  return {
    statusCode: status,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/scim+json; charset=utf-8' }), 'cache-control': 'no-store', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** RFC 7644 §3.12 error body: `status` as a string, `scimType` for 400 and 409 where one fits. */
export function scimErrorResponse(error: unknown, requestId: string): HandlerResult {
  const mapped = mapDomainError(error);
  if (!mapped) {
    logger.error('unhandled error', { error: error as Error });
    return scimResponse(500, { schemas: [SCIM_SCHEMAS.error], status: '500', detail: `Internal server error (request ${requestId})` });
  }
  const code = error instanceof DomainError ? error.code : undefined;
  let scimType = code && scimTypes.has(code) ? code : undefined;
  if (!scimType && mapped.statusCode === 400) scimType = error instanceof InvalidInputError && code === 'invalid_json' ? 'invalidSyntax' : 'invalidValue';
  logger.info('scim request refused', { status: mapped.statusCode, scimType, reason: mapped.body.message });
  return scimResponse(
    mapped.statusCode,
    { schemas: [SCIM_SCHEMAS.error], status: String(mapped.statusCode), ...(scimType ? { scimType } : {}), detail: mapped.body.message },
    { ...mapped.headers, ...(mapped.statusCode === 401 ? { 'www-authenticate': 'Bearer realm="scim"' } : {}) },
  );
}

/**
 * The kit of the `scim` access level (issue 38): the caller is an identity provider, not a
 * browser, so there is no cookie and no same-origin check. The company's bearer token decides
 * whose directory it is, each company has its own rate limit, bodies may be
 * `application/scim+json`, and every error is in SCIM's error format.
 */
export function defineScimHandler(fn: (request: ScimRequest) => Promise<ScimResult>) {
  const core = async (event: APIGatewayProxyEventV2, context: Context): Promise<HandlerResult> => {
    const requestId = event.requestContext?.requestId ?? context.awsRequestId;
    logger.appendKeys({ requestId, route: event.routeKey });
    try {
      const route = routeOfKey(event.routeKey);
      if (!route || route.access !== 'scim') throw new NotAllowedError();
      const companyDomain = await authenticateScimToken(event.headers?.authorization);
      logger.appendKeys({ companyDomain });
      await limitScimRequests(companyDomain);
      const body = parseJsonBody(event, DEFAULT_MAX_BODY_BYTES);
      const result = await fn({
        companyDomain,
        appOrigin: requireEnv(ENV.appOrigin),
        body,
        query: event.queryStringParameters ?? {},
        params: event.pathParameters ?? {},
        event,
        requestId,
      });
      return scimResponse(result.status, result.body, result.location ? { location: result.location } : {});
    } catch (error) {
      const response = scimErrorResponse(error, requestId);
      if ((response.statusCode ?? 500) >= 500) countFault(event.routeKey);
      return response;
    } finally {
      logger.removeKeys(['requestId', 'route', 'companyDomain']);
    }
  };
  return middy(core)
    .use({ before: (request) => checkOrigin(request.event) })
    .use(injectLambdaContext(logger));
}
