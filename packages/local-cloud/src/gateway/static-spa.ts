import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { safeDecode } from './route-matching';

/**
 * The built SPA as CloudFront + S3 serve it: files from `dir`; a path without a file extension
 * that is not a file (a client-side route such as `/listings/42`) answers `index.html`; hashed
 * files under `/assets/` are cached for a year; `index.html` must be revalidated on every load
 * so a deploy is picked up. A missing file *with* an extension is a 404 rather than index.html,
 * so a stale chunk fails loudly instead of being parsed as HTML.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export async function serveStaticSpa(request: IncomingMessage, response: ServerResponse, rawPath: string, dir: string): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return sendText(response, 403, 'This distribution is not configured to allow the HTTP request method');
  }
  const root = path.resolve(dir);
  const decoded = safeDecode(rawPath);
  const wanted = decoded === '/' ? '/index.html' : decoded;
  const file = path.resolve(root, `.${wanted}`);
  if (decoded.includes('\0') || (file !== root && !file.startsWith(root + path.sep))) {
    return sendText(response, 403, 'Forbidden');
  }
  if (await isFile(file)) return sendFile(request, response, file, cacheControlFor(root, file));
  if (path.posix.extname(wanted) !== '') return sendText(response, 404, 'Not Found');
  const index = path.join(root, 'index.html');
  if (await isFile(index)) return sendFile(request, response, index, REVALIDATE);
  return sendText(response, 404, 'Not Found');
}

function cacheControlFor(root: string, file: string): string {
  return file.startsWith(path.join(root, 'assets') + path.sep) ? IMMUTABLE : REVALIDATE;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function sendFile(request: IncomingMessage, response: ServerResponse, file: string, cacheControl: string): Promise<void> {
  const info = await stat(file);
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    etag,
    'last-modified': info.mtime.toUTCString(),
  };
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  response.writeHead(200, { ...headers, 'content-length': info.size });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  await pipeline(createReadStream(file), response).catch(() => response.destroy());
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}
