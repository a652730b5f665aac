import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { traceId } from './ids';
import { HTTP_STAGE, LOCAL_ACCOUNT_ID, LOCAL_HTTP_API_ID } from './local-api-identity';
import { requestTime } from './request-time';
import { safeDecode, type RouteMatch } from './route-matching';

/** What the gateway read from the socket, before any interpretation. */
export interface IncomingHttpRequest {
  method: string;
  /** Path and query exactly as received, e.g. `/api/listings/a%20b?x=1`. */
  url: string;
  /** Node's `rawHeaders`: [name, value, name, value, ...] with repeats and original case. */
  rawHeaders: readonly string[];
  body: Buffer;
  sourceIp: string;
  /** `HTTP/1.1` */
  protocol: string;
  /** The gateway's own port and scheme, reported as x-forwarded-port/-proto. */
  localPort: number;
}

export interface EventStamp {
  requestId: string;
  /** Epoch ms as the functions see it (the local clock offset applies). */
  nowMs: number;
}

/**
 * Bodies AWS hands over as UTF-8 text; everything else, including a missing content type and
 * (surprisingly) application/x-www-form-urlencoded, arrives base64-encoded. This split was
 * measured against a real HTTP API (payload 2.0); AWS does not document it.
 */
const TEXT_MEDIA_TYPES = new Set(['application/json', 'application/xml', 'application/javascript']);

export function isTextMediaType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  return mediaType.startsWith('text/') || TEXT_MEDIA_TYPES.has(mediaType);
}

/** A payload-format-2.0 event, as an HTTP API builds it for a Lambda proxy integration. */
export function buildHttpEvent(request: IncomingHttpRequest, match: RouteMatch, stamp: EventStamp): APIGatewayProxyEventV2 {
  const queryIndex = request.url.indexOf('?');
  const rawPath = queryIndex === -1 ? request.url : request.url.slice(0, queryIndex);
  const rawQueryString = queryIndex === -1 ? '' : request.url.slice(queryIndex + 1);
  const { headers, cookies } = eventHeaders(request, stamp.nowMs);
  const queryStringParameters = parseQueryString(rawQueryString);
  const host = headers['host'] ?? 'localhost';
  const hostname = host.replace(/:\d+$/, '');

  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: LOCAL_HTTP_API_ID,
      domainName: host,
      domainPrefix: hostname.split('.')[0]!,
      http: {
        method: request.method,
        path: rawPath,
        protocol: request.protocol,
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: stamp.requestId,
      routeKey: match.routeKey,
      stage: HTTP_STAGE,
      time: requestTime(stamp.nowMs),
      timeEpoch: stamp.nowMs,
    },
    ...(match.pathParameters ? { pathParameters: match.pathParameters } : {}),
    isBase64Encoded: false,
  };
  if (request.body.length > 0) {
    const text = isTextMediaType(headers['content-type']);
    event.body = text ? request.body.toString('utf8') : request.body.toString('base64');
    event.isBase64Encoded = !text;
  }
  return event;
}

/**
 * Header names lower-cased, repeats joined with commas; the cookie header moves to `cookies`.
 * API Gateway adds the x-forwarded-* and trace headers; we add the same names.
 */
function eventHeaders(request: IncomingHttpRequest, nowMs: number): { headers: Record<string, string>; cookies: string[] } {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (let i = 0; i + 1 < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i]!.toLowerCase();
    const value = request.rawHeaders[i + 1]!;
    if (name === 'cookie') {
      cookies.push(...value.split(';').map((c) => c.trim()).filter(Boolean));
      continue;
    }
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
  }
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${request.sourceIp}` : request.sourceIp;
  headers['x-forwarded-port'] = String(request.localPort);
  headers['x-forwarded-proto'] = 'http';
  headers['x-amzn-trace-id'] ??= traceId(nowMs);
  return { headers, cookies };
}

/** Repeated keys are joined with commas; values are percent-decoded (`+` stays `+`). */
export function parseQueryString(rawQueryString: string): Record<string, string> | undefined {
  if (rawQueryString === '') return undefined;
  const params: Record<string, string> = {};
  for (const pair of rawQueryString.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = safeDecode(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : safeDecode(pair.slice(equals + 1));
    params[key] = key in params ? `${params[key]},${value}` : value;
  }
  return Object.keys(params).length > 0 ? params : undefined;
}
