import { traceId } from './ids';
import { LOCAL_WEBSOCKET_API_ID, WEBSOCKET_STAGE } from './local-api-identity';
import { requestTime } from './request-time';
import { safeDecode } from './route-matching';

/**
 * Lambda proxy events of an API Gateway WebSocket API, shaped like events recorded from AWS:
 * - CONNECT carries the handshake's headers (original case, cookie included), multiValueHeaders
 *   and, only when the URL has a query, (multiValue)queryStringParameters;
 * - DISCONNECT carries a fixed set of headers (not the client's) plus the close code/reason;
 * - MESSAGE carries no headers at all: just requestContext, body, isBase64Encoded.
 */

export interface WebSocketRequestContext {
  routeKey: string;
  eventType: 'CONNECT' | 'DISCONNECT' | 'MESSAGE';
  messageId?: string;
  extendedRequestId: string;
  requestTime: string;
  messageDirection: 'IN';
  disconnectStatusCode?: number;
  disconnectReason?: string;
  stage: string;
  connectedAt: number;
  requestTimeEpoch: number;
  identity: { userAgent: string; sourceIp: string };
  requestId: string;
  domainName: string;
  connectionId: string;
  apiId: string;
}

export interface WebSocketEvent {
  headers?: Record<string, string>;
  multiValueHeaders?: Record<string, string[]>;
  queryStringParameters?: Record<string, string>;
  multiValueQueryStringParameters?: Record<string, string[]>;
  requestContext: WebSocketRequestContext;
  body?: string;
  isBase64Encoded: boolean;
}

/** What the gateway knows about one open connection. */
export interface ConnectionFacts {
  connectionId: string;
  connectedAt: number;
  sourceIp: string;
  userAgent: string;
  /** The Host the client connected to. */
  domainName: string;
}

export interface WebSocketStamp {
  requestId: string;
  nowMs: number;
}

function requestContext(
  connection: ConnectionFacts,
  stamp: WebSocketStamp,
  routeKey: string,
  eventType: WebSocketRequestContext['eventType'],
): WebSocketRequestContext {
  return {
    routeKey,
    eventType,
    extendedRequestId: stamp.requestId,
    requestTime: requestTime(stamp.nowMs),
    messageDirection: 'IN',
    stage: WEBSOCKET_STAGE,
    connectedAt: connection.connectedAt,
    requestTimeEpoch: stamp.nowMs,
    identity: { userAgent: connection.userAgent, sourceIp: connection.sourceIp },
    requestId: stamp.requestId,
    domainName: connection.domainName,
    connectionId: connection.connectionId,
    apiId: LOCAL_WEBSOCKET_API_ID,
  };
}

export interface HandshakeRequest {
  /** Path and query as received. */
  url: string;
  rawHeaders: readonly string[];
  localPort: number;
}

export function buildConnectEvent(handshake: HandshakeRequest, connection: ConnectionFacts, stamp: WebSocketStamp): WebSocketEvent {
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i + 1 < handshake.rawHeaders.length; i += 2) {
    const name = handshake.rawHeaders[i]!;
    (multiValueHeaders[name] ??= []).push(handshake.rawHeaders[i + 1]!);
  }
  // API Gateway adds these; a client's own X-Forwarded-For is kept in front.
  const forwardedFor = multiValueHeaders['X-Forwarded-For']?.[0];
  multiValueHeaders['X-Forwarded-For'] = [forwardedFor ? `${forwardedFor}, ${connection.sourceIp}` : connection.sourceIp];
  multiValueHeaders['X-Forwarded-Port'] = [String(handshake.localPort)];
  multiValueHeaders['X-Forwarded-Proto'] = ['http'];
  multiValueHeaders['X-Amzn-Trace-Id'] = [traceId(stamp.nowMs)];

  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(multiValueHeaders)) headers[name] = values.join(',');

  const event: WebSocketEvent = {
    headers,
    multiValueHeaders,
    requestContext: requestContext(connection, stamp, '$connect', 'CONNECT'),
    isBase64Encoded: false,
  };
  const queryIndex = handshake.url.indexOf('?');
  const query = queryIndex === -1 ? '' : handshake.url.slice(queryIndex + 1);
  const multiValueQuery = parseMultiValueQuery(query);
  if (multiValueQuery) {
    event.multiValueQueryStringParameters = multiValueQuery;
    // REST-style single values: the last one wins.
    event.queryStringParameters = Object.fromEntries(Object.entries(multiValueQuery).map(([k, v]) => [k, v[v.length - 1]!]));
  }
  return event;
}

export function buildDisconnectEvent(
  connection: ConnectionFacts,
  stamp: WebSocketStamp,
  close: { statusCode: number; reason: string },
): WebSocketEvent {
  const headers: Record<string, string> = { Host: connection.domainName, 'x-api-key': '', 'X-Forwarded-For': '', 'x-restapi': '' };
  return {
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]])),
    requestContext: {
      ...requestContext(connection, stamp, '$disconnect', 'DISCONNECT'),
      disconnectStatusCode: close.statusCode,
      disconnectReason: close.reason,
    },
    isBase64Encoded: false,
  };
}

export function buildMessageEvent(
  connection: ConnectionFacts,
  stamp: WebSocketStamp & { messageId: string },
  message: { data: Buffer; isBinary: boolean },
): WebSocketEvent {
  return {
    requestContext: { ...requestContext(connection, stamp, '$default', 'MESSAGE'), messageId: stamp.messageId },
    body: message.isBinary ? message.data.toString('base64') : message.data.toString('utf8'),
    isBase64Encoded: message.isBinary,
  };
}

function parseMultiValueQuery(query: string): Record<string, string[]> | undefined {
  const params: Record<string, string[]> = {};
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = safeDecode(equals === -1 ? pair : pair.slice(0, equals));
    (params[key] ??= []).push(equals === -1 ? '' : safeDecode(pair.slice(equals + 1)));
  }
  return Object.keys(params).length > 0 ? params : undefined;
}
