import { randomBytes } from 'node:crypto';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closedWhileIdle } from '../closed-while-idle';
import type { LogEvent } from '../log-event';
import { PendingUploads } from './pending-uploads';
import { errorXml, listPartsXml } from './s3-xml';
import { parseQuery, PRESIGN_QUERY_PARAMS, verifySignature } from './verify-signature';

/**
 * A small HTTP front before s3rver that makes it behave like S3 where the app depends on it:
 * - ListParts (GET ?uploadId) and AbortMultipartUpload (DELETE ?uploadId), which s3rver lacks (405);
 * - NoSuchUpload for parts and completions of an upload that does not exist (s3rver would
 *   silently recreate it);
 * - SigV4 checks (signature, signed headers, presigned-URL expiry), which s3rver skips;
 * - the uploads bucket's policy that refuses presigned writes to served photo keys (issue 14);
 * - CopyObject's `x-amz-copy-source-if-match` (412 PreconditionFailed), which s3rver ignores.
 * Everything else, CORS preflights included, passes through to s3rver unchanged.
 * Anonymous requests pass too (s3rver allows them): the local gateway reads /uploads/* unsigned,
 * where CloudFront would sign with Origin Access Control.
 */

export interface BucketFrontOptions {
  host: string;
  /** 0 = any free port. */
  port: number;
  upstream: { host: string; port: number };
  /** s3rver's storage directory (where pending multipart uploads live). */
  directory: string;
  /** Access key id → secret key, for signature checks. */
  credentials: Record<string, string>;
  /**
   * Key prefixes a presigned (query-string-signed) PUT may not write: the uploads bucket's policy
   * statement `NoPresignedWritesToServedPhotos` (infra/lib/storage-stack.ts).
   */
  denyPresignedWritesUnder?: readonly string[];
  /** Enables `POST /__local/clock {offsetMs}` (expiry tests shift time here as in the gateway). */
  testControls?: boolean;
  log?: LogEvent;
}

export interface BucketFront {
  endpoint: string;
  port: number;
  /** Shifts the clock presigned-URL expiry is checked against. */
  setClockOffset(ms: number): void;
  /** Origins that may read front-made responses (s3rver's own CORS config covers the rest). */
  setCorsOrigins(origins: readonly string[]): void;
  close(): Promise<void>;
}

const MAX_PARTS_PER_PAGE = 1000;

export async function startBucketFront(options: BucketFrontOptions): Promise<BucketFront> {
  const log = options.log ?? (() => {});
  const uploads = new PendingUploads(options.directory);
  let clockOffsetMs = 0;
  let corsOrigins: readonly string[] = [];
  // Own agent, destroyed on close, so no kept-alive socket holds s3rver open after stop.
  const agent = new Agent({ keepAlive: true });

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log({ part: 'bucket', event: 'front error', error: String(error), method: req.method, url: req.url });
      if (!res.headersSent) sendError(req, res, 500, 'InternalError', 'We encountered an internal error. Please try again.');
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://bucket.local');

    if (options.testControls && method === 'POST' && url.pathname === '/__local/clock') {
      const body = JSON.parse((await readBody(req)) || '{}') as { offsetMs?: unknown };
      if (typeof body.offsetMs !== 'number' || !Number.isFinite(body.offsetMs)) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'offsetMs must be a number' }));
        return;
      }
      clockOffsetMs = body.offsetMs;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ offsetMs: clockOffsetMs }));
      return;
    }

    // Browsers send preflights unsigned; s3rver answers them from the bucket's CORS config.
    if (method === 'OPTIONS') return proxy(req, res, withoutPresignParams(req.url ?? '/'));

    const verdict = verifySignature(
      { method, url: req.url ?? '/', rawHeaders: req.rawHeaders },
      (accessKeyId) => options.credentials[accessKeyId],
      Date.now() + clockOffsetMs,
    );
    if (verdict.kind === 'invalid') {
      log({ part: 'bucket', event: 'request refused', code: verdict.code, method, path: url.pathname });
      return sendError(req, res, verdict.status, verdict.code, verdict.message, verdict.detail);
    }

    const { bucket, key } = splitPath(url.pathname);
    if (
      method === 'PUT' &&
      verdict.kind === 'valid' &&
      verdict.mechanism === 'query' &&
      key &&
      (options.denyPresignedWritesUnder ?? []).some((prefix) => key.startsWith(prefix))
    ) {
      log({ part: 'bucket', event: 'presigned write to a served key refused', key });
      return sendError(req, res, 403, 'AccessDenied', 'Access Denied');
    }
    const copyIfMatch = req.headers['x-amz-copy-source-if-match'];
    if (method === 'PUT' && typeof copyIfMatch === 'string' && typeof req.headers['x-amz-copy-source'] === 'string') {
      const sourceEtag = await headEtag(req.headers['x-amz-copy-source']);
      if (sourceEtag !== null && unquote(sourceEtag) !== unquote(copyIfMatch)) {
        return sendError(req, res, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', {
          Condition: 'x-amz-copy-source-If-Match',
        });
      }
    }
    const uploadId = url.searchParams.get('uploadId');
    if (bucket && key && uploadId !== null) {
      if (!(await uploads.bucketExists(bucket))) {
        return sendError(req, res, 404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: bucket });
      }
      const upload = await uploads.find(bucket, uploadId);
      if (!upload || upload.key !== key) return sendNoSuchUpload(req, res, uploadId);
      if (method === 'GET') return listParts(req, res, url, bucket, key, uploadId);
      if (method === 'DELETE') {
        await uploads.remove(bucket, uploadId);
        log({ part: 'bucket', event: 'multipart upload aborted', bucket, key, uploadId });
        res.writeHead(204, baseHeaders(req)).end();
        return;
      }
    }
    return proxy(req, res, withoutPresignParams(req.url ?? '/'));
  }

  async function listParts(req: IncomingMessage, res: ServerResponse, url: URL, bucket: string, key: string, uploadId: string) {
    const maxParts = integerParam(url, 'max-parts', MAX_PARTS_PER_PAGE);
    const marker = integerParam(url, 'part-number-marker', 0);
    if (maxParts === undefined || marker === undefined) {
      return sendError(req, res, 400, 'InvalidArgument', 'max-parts and part-number-marker must be non-negative integers');
    }
    const after = (await uploads.parts(bucket, uploadId)).filter((part) => part.partNumber > marker);
    const limit = Math.min(maxParts, MAX_PARTS_PER_PAGE);
    const body = listPartsXml({
      bucket,
      key,
      uploadId,
      partNumberMarker: marker,
      maxParts: limit,
      parts: after.slice(0, limit),
      isTruncated: after.length > limit,
    });
    res.writeHead(200, { ...baseHeaders(req), 'content-type': 'application/xml' }).end(body);
  }

  /** The ETag of a copy source (`/bucket/key` or `bucket/key`) from s3rver, or null when it does not exist. */
  function headEtag(copySource: string): Promise<string | null> {
    const path = `/${decodeURIComponent(copySource).replace(/^\//, '').split('/').map(encodeURIComponent).join('/')}`;
    const attempt = (retried: boolean): Promise<string | null> =>
      new Promise((resolve, reject) => {
        const head = httpRequest({ host: options.upstream.host, port: options.upstream.port, method: 'HEAD', path, agent }, (answer) => {
          answer.resume();
          resolve(answer.statusCode === 200 ? String(answer.headers.etag ?? '') : null);
        });
        head.on('error', (error) => (!retried && closedWhileIdle(head, error) ? resolve(attempt(true)) : reject(error)));
        head.end();
      });
    return attempt(false);
  }

  /** Streams the request to s3rver and its answer back; auth is stripped (checked above already). */
  function proxy(req: IncomingMessage, res: ServerResponse, path: string, retried = false): Promise<void> {
    return new Promise((resolve) => {
      const headers = { ...req.headers };
      delete headers.authorization;
      // Node answered `Expect: 100-continue` already; forwarding it would make s3rver do it again.
      delete headers.expect;
      // Hop-by-hop: the client's `Connection: close` is about its socket to the front, not ours to s3rver.
      delete headers.connection;
      delete headers['keep-alive'];
      const bodyless = req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS';
      const upstream = httpRequest(
        { host: options.upstream.host, port: options.upstream.port, method: req.method, path, headers, agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', resolve);
          answer.on('error', () => {
            res.destroy();
            resolve();
          });
        },
      );
      upstream.on('error', (error) => {
        // A kept-alive socket s3rver closed just as this request took it: nothing reached s3rver,
        // so a request without a body is sent again once (Node's documented pattern).
        if (bodyless && !retried && !res.headersSent && closedWhileIdle(upstream, error)) {
          resolve(proxy(req, res, path, true));
          return;
        }
        log({ part: 'bucket', event: 'upstream error', error: error.message, method: req.method, reusedSocket: upstream.reusedSocket });
        if (!res.headersSent) sendError(req, res, 502, 'InternalError', 'The local S3 (s3rver) did not answer.');
        else res.destroy();
        resolve();
      });
      if (bodyless) upstream.end();
      else req.pipe(upstream);
    });
  }

  function baseHeaders(req: IncomingMessage): Record<string, string> {
    const headers: Record<string, string> = { 'x-amz-request-id': requestId() };
    const origin = req.headers.origin;
    if (origin && corsOrigins.includes(origin)) {
      headers['access-control-allow-origin'] = origin;
      headers['access-control-allow-credentials'] = 'true';
      headers['access-control-expose-headers'] = 'ETag';
      headers.vary = 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method';
    }
    return headers;
  }

  function sendError(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    code: string,
    message: string,
    detail: Record<string, string> = {},
  ) {
    const headers = baseHeaders(req);
    // The request body is not read; closing the connection keeps a large rejected upload from being drained.
    if (req.method === 'PUT' || req.method === 'POST') headers.connection = 'close';
    res.writeHead(status, { ...headers, 'content-type': 'application/xml' });
    res.end(req.method === 'HEAD' ? undefined : errorXml(code, message, detail, headers['x-amz-request-id']!));
  }

  function sendNoSuchUpload(req: IncomingMessage, res: ServerResponse, uploadId: string) {
    sendError(
      req,
      res,
      404,
      'NoSuchUpload',
      'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
      { UploadId: uploadId },
    );
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;

  return {
    endpoint: `http://${options.host}:${port}`,
    port,
    setClockOffset: (ms) => {
      clockOffsetMs = ms;
    },
    setCorsOrigins: (origins) => {
      corsOrigins = [...origins];
    },
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => {
          agent.destroy();
          resolve();
        });
        server.closeAllConnections();
      })),
  };
}

/** Path-style addressing: `/bucket/key/with/slashes` (the key decoded as S3 stores it). */
function splitPath(pathname: string): { bucket?: string; key?: string } {
  const [, bucket, ...rest] = pathname.split('/');
  const key = rest.join('/');
  return { bucket: bucket ? decodeURIComponent(bucket) : undefined, key: key ? decodeURIComponent(key) : undefined };
}

/** The raw URL without the presigned-URL auth parameters, every other byte as it came. */
function withoutPresignParams(rawUrl: string): string {
  const index = rawUrl.indexOf('?');
  if (index === -1) return rawUrl;
  const auth = new Set<string>(PRESIGN_QUERY_PARAMS);
  const rawPairs = rawUrl.slice(index + 1).split('&');
  const decoded = parseQuery(rawUrl.slice(index + 1));
  const kept = rawPairs.filter((_pair, i) => !auth.has(decoded[i]![0]));
  return kept.length ? `${rawUrl.slice(0, index)}?${kept.join('&')}` : rawUrl.slice(0, index);
}

function integerParam(url: URL, name: string, fallback: number): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null) return fallback;
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function requestId(): string {
  return randomBytes(8).toString('hex').toUpperCase();
}

function unquote(etag: string): string {
  return etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
}
