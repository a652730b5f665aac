import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream/promises';
import { closedWhileIdle } from '../closed-while-idle';
import { safeDecode } from './route-matching';

/**
 * `GET /uploads/*`: CloudFront's read-only behaviour in front of the uploads bucket. The object
 * key is the request path without its leading slash (`uploads/...`), fetched path-style from
 * the S3 endpoint and streamed back with its content headers.
 *
 * Production reaches the bucket through Origin Access Control with `s3:GetObject` only, so S3
 * answers a missing key with 403 AccessDenied (404 would need `s3:ListBucket`); we answer the same.
 */

export interface UploadsOrigin {
  endpoint: string;
  bucket: string;
}

/** Request headers CloudFront forwards for conditional and ranged reads. */
const FORWARDED_REQUEST_HEADERS = ['range', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since'];
/** Object headers passed back to the browser. */
const PASSED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'content-encoding',
  'content-disposition',
  'content-language',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'expires',
];

export const UPLOADS_PREFIX = '/uploads/';

export async function serveUpload(request: IncomingMessage, response: ServerResponse, rawPath: string, origin: UploadsOrigin): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return sendError(response, 403, 'MethodNotAllowed', 'This distribution is not configured to allow the HTTP request method');
  }
  // Dot segments would let a path climb out of the bucket's prefix (or into another bucket).
  if (rawPath.split('/').some((segment) => ['.', '..'].includes(safeDecode(segment)))) {
    return sendError(response, 403, 'AccessDenied', 'Access Denied');
  }
  const key = rawPath.slice(1);
  const url = new URL(`${origin.endpoint.replace(/\/$/, '')}/${origin.bucket}/${key}`);

  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }

  let upstream: IncomingMessage;
  try {
    upstream = await get(url, request.method, headers);
  } catch {
    return sendError(response, 502, 'BadGateway', 'CloudFront could not connect to the origin');
  }
  const status = upstream.statusCode ?? 502;
  if (status === 404 || status === 403) {
    upstream.resume();
    return sendError(response, 403, 'AccessDenied', 'Access Denied');
  }
  const passed: Record<string, string> = {};
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = upstream.headers[name];
    if (typeof value === 'string') passed[name] = value;
  }
  response.writeHead(status, passed);
  await pipeline(upstream, response).catch(() => response.destroy());
}

/** CloudFront's origin response timeout (its default is 30 s): an origin that never answers gets 502, not a hung image. */
const ORIGIN_RESPONSE_TIMEOUT_MS = 30_000;

/**
 * node:http rather than fetch: fetch would decompress a gzip-encoded object and break its length.
 * A request that went out on a kept-alive socket the bucket had just closed is sent again once
 * (nothing reached the origin; Node's documented pattern for `reusedSocket`).
 */
function get(url: URL, method: string, headers: Record<string, string>, retried = false): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, { method, headers }, resolve);
    outgoing.setTimeout(ORIGIN_RESPONSE_TIMEOUT_MS, () => outgoing.destroy(new Error('origin response timeout')));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (!retried && closedWhileIdle(outgoing, error)) resolve(get(url, method, headers, true));
      else reject(error);
    });
    outgoing.end();
  });
}

function sendError(response: ServerResponse, status: number, code: string, message: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}
