import { readFile, stat } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * A stand-in for CloudFront in front of the built SPA, for Lighthouse: it serves web/dist
 * *gzip-compressed* (CloudFront compresses text with CACHING_OPTIMIZED; the local gateway does not,
 * and Lighthouse would then measure ~3x the bytes a visitor downloads), with CloudFront's caching
 * headers, the SPA fallback to index.html, and /api/* and /_health passed to the local gateway.
 * Gzip rather than Brotli keeps the figures comparable with the "KB gzip" budget.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.txt', '.json', '.webmanifest']);

export interface LighthouseFront {
  url: string;
  close(): Promise<void>;
}

export async function startLighthouseFront(distDir: string, gatewayUrl: string): Promise<LighthouseFront> {
  const gzipped = new Map<string, Buffer>();

  async function serveFile(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
    const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    let file = join(distDir, relative);
    let isFile = await stat(file).then((s) => s.isFile()).catch(() => false);
    if (!isFile && extname(relative) === '') {
      file = join(distDir, 'index.html');
      isFile = true;
    }
    if (!isFile || !file.startsWith(distDir)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const extension = extname(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'cache-control': relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    let body: Buffer = await readFile(file);
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      const cached = gzipped.get(file) ?? gzipSync(body, { level: 9 });
      gzipped.set(file, cached);
      body = cached;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = String(body.length);
    response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : body);
  }

  function proxy(request: IncomingMessage, response: ServerResponse): void {
    const target = new URL(request.url ?? '/', gatewayUrl);
    // The API checks Origin against its own app origin (the gateway's), as CloudFront forwards it.
    const headers = { ...request.headers, host: target.host, ...(request.headers.origin ? { origin: gatewayUrl } : {}) };
    const upstream = httpRequest(target, { method: request.method, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  }

  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://front').pathname;
    if (pathname.startsWith('/api/') || pathname === '/_health') return proxy(request, response);
    serveFile(request, response, pathname).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
