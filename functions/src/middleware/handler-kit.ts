import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { Session } from './authorize';
import type { HttpRoute, WebSocketRoute } from '../routes';
import { mapDomainError } from './http-errors';
import { parseJsonBody, DEFAULT_MAX_BODY_BYTES, NO_BODY_MAX_BYTES } from './json-body';
import { logger } from '../logging/logger';
import { countFault } from '../logging/metrics';
import { json, type HandlerResult } from './responses';
import { routeOfKey } from './route-of-event';
import { assertSameOrigin } from './same-origin';
import type { PlainSchema } from '../validation/plain-schema';
import { validate } from '../validation/validate';
import { checkOrigin } from './viewer-address';

/** A zod schema, or a hand-written PlainSchema for a bare path id (no zod in the bundle). */
export type Schema = z.ZodType | PlainSchema<unknown>;
type Infer<S> = S extends z.ZodType ? z.infer<S> : S extends PlainSchema<infer T> ? T : undefined;

export interface HandlerOptions<B, Q, P, A = undefined> {
  body?: B;
  query?: Q;
  params?: P;
  /**
   * Reads that need only the path parameters, started while the session is checked (issue 31: one
   * DynamoDB round trip fewer in a row). Their result reaches the handler as `alongside` only after
   * the access check passed; a failed check discards it, so nothing read this way is ever answered
   * to a caller the route refuses. Invalid path parameters start nothing (the usual 400 follows).
   */
  alongsideSession?: (params: Infer<P>) => Promise<A>;
  /** Bytes; default 64 KiB with a body schema, 1 KiB without one (issue 14: small bodies, small limits). */
  maxBodyBytes?: number;
  /** Webhooks read the raw body themselves. */
  rawBody?: boolean;
}

export interface HandlerRequest<B, Q, P, S, A = undefined> {
  body: Infer<B>;
  query: Infer<Q>;
  params: Infer<P>;
  session: S;
  /** What `alongsideSession` read (undefined without it). */
  alongside: A;
  event: APIGatewayProxyEventV2;
  requestId: string;
}

/** Who may call: the session for signed-in routes, null for public ones (or an error). */
export type Authorizer = (event: APIGatewayProxyEventV2, route: HttpRoute | WebSocketRoute) => Promise<Session | null>;

/**
 * The handler kit: CloudFront's headers trusted only with CloudFront's origin secret, request id
 * in every log line, access from the route table, JSON body with a size limit, zod validation of
 * body/query/path, and one error shape. A handler that returns a bare object answers 200 JSON, as
 * API Gateway does.
 */
export function buildHandler<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  S extends Session | null = Session,
  A = undefined,
>(
  options: HandlerOptions<B, Q, P, A>,
  fn: (request: HandlerRequest<B, Q, P, S, A>) => Promise<HandlerResult | object>,
  authorize: Authorizer,
) {
  const core = async (event: APIGatewayProxyEventV2, context: Context): Promise<HandlerResult> => {
    const requestId = event.requestContext?.requestId ?? context.awsRequestId;
    logger.appendKeys({ requestId, route: event.routeKey });
    try {
      const route = routeOfKey(event.routeKey);
      if (!route) {
        logger.error('route is not in the route table', { routeKey: event.routeKey });
        return json(500, { message: 'Internal server error' });
      }
      if (route.access !== 'webhook') assertSameOrigin(event);
      const alongside = startAlongside(options, event);
      const session = await authorize(event, route);
      if (session) logger.appendKeys({ userId: session.userId });
      const rawJson = options.rawBody ? undefined : parseJsonBody(event, options.maxBodyBytes ?? (options.body ? DEFAULT_MAX_BODY_BYTES : NO_BODY_MAX_BYTES));
      const body = options.body ? validate(options.body, rawJson, 'body') : undefined;
      const query = options.query ? validate(options.query, event.queryStringParameters ?? {}, 'query') : undefined;
      const params = options.params ? validate(options.params, event.pathParameters ?? {}, 'path') : undefined;
      const result = await fn({ body, query, params, session: session as S, alongside: await alongside, event, requestId } as HandlerRequest<B, Q, P, S, A>);
      return isStructured(result) ? result : json(200, result);
    } catch (error) {
      const response = errorResponse(error, requestId);
      if ((response.statusCode ?? 500) >= 500) countFault(event.routeKey);
      return response;
    } finally {
      logger.removeKeys(['requestId', 'route', 'userId']);
    }
  };
  // The origin check goes first: it removes the secret header before anything (Powertools'
  // event logging included) can see the event.
  return middy(core)
    .use({ before: (request) => checkOrigin(request.event) })
    .use(injectLambdaContext(logger));
}

/** Starts `alongsideSession` with valid path parameters; its failure surfaces only when awaited (after the access check). */
function startAlongside<P, A>(options: HandlerOptions<unknown, unknown, P, A>, event: APIGatewayProxyEventV2): Promise<A | undefined> {
  if (!options.alongsideSession) return Promise.resolve(undefined);
  let params: Infer<P>;
  try {
    params = (options.params ? validate(options.params as unknown as Schema, event.pathParameters ?? {}, 'path') : undefined) as Infer<P>;
  } catch {
    return Promise.resolve(undefined);
  }
  const reading = options.alongsideSession(params);
  // A refused caller never awaits it: keep its rejection from being reported as unhandled.
  reading.catch(() => undefined);
  return reading;
}

function isStructured(result: unknown): result is HandlerResult {
  return typeof result === 'object' && result !== null && typeof (result as HandlerResult).statusCode === 'number';
}

/** Expected errors answer with their own message; anything else is logged and hidden behind a 500. */
export function errorResponse(error: unknown, requestId: string): HandlerResult {
  const mapped = mapDomainError(error);
  if (mapped) {
    if (mapped.statusCode >= 500) logger.error('request failed', { error: error as Error });
    else logger.info('request refused', { status: mapped.statusCode, code: mapped.body.code, reason: mapped.body.message });
    return json(mapped.statusCode, mapped.body, { headers: mapped.headers });
  }
  logger.error('unhandled error', { error: error as Error });
  return json(500, { message: 'Internal server error', requestId });
}
