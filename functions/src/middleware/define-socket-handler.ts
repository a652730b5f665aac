import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { ENV } from '../config/function-environment';
import { liveSessionHashes, getConnection } from '../store/connections';
import { authorize, type Session } from './authorize';
import { NotAllowedError, NotSignedInError } from '../domain/errors';
import { mapDomainError } from './http-errors';
import { logger } from '../logging/logger';
import { countFault } from '../logging/metrics';
import { routeOfKey } from './route-of-event';

/**
 * A WebSocket API event. `$connect` also carries the handshake's headers (original case, the
 * cookie among them); `$disconnect` and messages carry none.
 */
export type SocketEvent = APIGatewayProxyWebsocketEventV2 & {
  headers?: Record<string, string | undefined>;
};

/** Who is on the other end of the socket. */
export type SocketCaller =
  /** `$connect`: the session of the handshake's cookie. */
  | { kind: 'session'; session: Session }
  /** Later events: the identity recorded at `$connect`, still backed by a live session. */
  | { kind: 'connection'; userId: string; sessionHash: string }
  /** Public routes (`$disconnect`). */
  | null;

export interface SocketRequest {
  event: SocketEvent;
  connectionId: string;
  requestId: string;
  caller: SocketCaller;
}

/** API Gateway reads only the status code of a WebSocket integration's answer (a non-2xx `$connect` refuses the handshake). */
export interface SocketResult {
  statusCode: number;
  body?: string;
}

/**
 * The handler kit for WebSocket events, next to the HTTP one: request and connection id in
 * every log line, access from the route table (fail closed), and errors turned into a status.
 * `$connect` authenticates with the session cookie of the handshake and refuses foreign origins
 * (browsers send their cookies on cross-origin WebSocket handshakes within a site); later
 * events carry no cookie, so for signed-in routes the kit uses the connection recorded at
 * `$connect` and checks its session is still live.
 */
export function defineSocketHandler(fn: (request: SocketRequest) => Promise<SocketResult | void>) {
  const core = async (event: SocketEvent, context: Context): Promise<SocketResult> => {
    const { connectionId, routeKey } = event.requestContext;
    const requestId = event.requestContext.requestId ?? context.awsRequestId;
    logger.appendKeys({ requestId, route: routeKey, connectionId });
    try {
      const route = routeOfKey(routeKey);
      if (!route || 'method' in route) {
        logger.error('route is not in the route table', { routeKey });
        return { statusCode: 500 };
      }
      let caller: SocketCaller = null;
      if (route.access !== 'public') {
        if (routeKey === '$connect') {
          const headers = lowerCaseHeaders(event.headers);
          assertAppOrigin(headers.origin);
          // authorize() reads only the cookie header of the event.
          const session = await authorize({ headers } as unknown as APIGatewayProxyEventV2, route);
          caller = { kind: 'session', session: session! };
          logger.appendKeys({ userId: session!.userId });
        } else {
          const connection = await getConnection(connectionId);
          if (!connection || !(await liveSessionHashes([connection.sessionHash])).has(connection.sessionHash)) {
            throw new NotSignedInError();
          }
          caller = { kind: 'connection', userId: connection.userId, sessionHash: connection.sessionHash };
          logger.appendKeys({ userId: connection.userId });
        }
      }
      return (await fn({ event, connectionId, requestId, caller })) ?? { statusCode: 200 };
    } catch (error) {
      const mapped = mapDomainError(error);
      if (mapped && mapped.statusCode < 500) {
        logger.info('socket event refused', { status: mapped.statusCode, code: mapped.body.code });
        return { statusCode: mapped.statusCode, body: JSON.stringify({ message: mapped.body.message, code: mapped.body.code }) };
      }
      logger.error('unhandled socket error', { error: error as Error });
      countFault(routeKey);
      return { statusCode: 500 };
    } finally {
      logger.removeKeys(['requestId', 'route', 'connectionId', 'userId']);
    }
  };
  return middy(core).use(injectLambdaContext(logger));
}

function lowerCaseHeaders(headers: SocketEvent['headers']): Record<string, string> {
  const lower: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) lower[name.toLowerCase()] = value;
  return lower;
}

/** Cross-site WebSocket hijacking: a browser always sends Origin on a handshake; non-browsers carry no victim's cookie. */
function assertAppOrigin(origin: string | undefined): void {
  if (origin && origin !== process.env[ENV.appOrigin]) throw new NotAllowedError('Cross-origin sockets are not allowed.');
}
