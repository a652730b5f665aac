import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * A stand-in for CloudFront in front of the built SPA, for Lighthouse: it serves web/dist
 * *gzip-compressed* (CloudFront compresses text with CACHING_OPTIMIZED; the local gateway does not,
 * and Lighthouse would then measure ~3x the bytes a visitor downloads), with CloudFront's caching
 * headers, the SPA fallback to index.html, and /api/* and /_health passed to the local gateway.
 * Gzip rather than Brotli keeps the figures comparable with the "KB gzip" budget.
 *
 * Issue 31: it speaks HTTP/2 over TLS as CloudFront does (HTTP/1.1 still accepted), with a
 * self-signed certificate for 127.0.0.1 made at start (openssl); browsers are started with
 * --ignore-certificate-errors. Over HTTP/1.1 a page's dozens of chunks queued six at a time.
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

// HTTP/2's compatibility API answers like node:http's; one type keeps the code below simple.
type FrontRequest = IncomingMessage;
type FrontResponse = ServerResponse;

/** A throw-away certificate for 127.0.0.1, made with openssl (valid one day). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'worknest-front-cert-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers HTTP/2 forbids (connection-specific) or carries as pseudo-headers. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'host', 'http2-settings']);

/**
 * `sessionToken`: the HTML answers also set the session cookie (HttpOnly) and the readable
 * `worknest_signed_in` hint (ADR 0072), as a member's browser holds them since signing in. (Sending
 * the session as Lighthouse's extra `Cookie` header does not work: Chromium replaces that header
 * with its own cookie jar's once the origin has set any cookie, so the page measured was /login.)
 */
export async function startLighthouseFront(distDir: string, gatewayUrl: string, options: { sessionToken?: string } = {}): Promise<LighthouseFront> {
  const gzipped = new Map<string, Buffer>();

  async function serveFile(request: FrontRequest, response: FrontResponse, pathname: string): Promise<void> {
    const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    let file = join(distDir, relative);
    let isFile = await stat(file).then((s) => s.isFile()).catch(() => false);
    if (!isFile && extname(relative) === '') {
      file = join(distDir, 'index.html');
      isFile = true;
    }
    if (!isFile || !file.startsWith(distDir)) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
      return;
    }
    const extension = extname(file);
    const headers: Record<string, string | string[]> = {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'cache-control': relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (options.sessionToken && extension === '.html') {
      headers['set-cookie'] = [`worknest_session=${options.sessionToken}; Path=/; Secure; HttpOnly; SameSite=Lax`, 'worknest_signed_in=1; Path=/; Secure; SameSite=Lax'];
    }
    let body: Buffer = await readFile(file);
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      const cached = gzipped.get(file) ?? gzipSync(body, { level: 9 });
      gzipped.set(file, cached);
      body = cached;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = String(body.length);
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  function proxy(request: FrontRequest, response: FrontResponse): void {
    const target = new URL(request.url ?? '/', gatewayUrl);
    const forwarded = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(':') && !HOP_HEADERS.has(name)));
    // The API checks Origin against its own app origin (the gateway's), as CloudFront forwards it.
    const headers = { ...forwarded, host: target.host, ...(request.headers.origin ? { origin: gatewayUrl } : {}) };
    const upstream = httpRequest(target, { method: request.method, headers }, (answer) => {
      const answered = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_HEADERS.has(name)));
      response.writeHead(answer.statusCode ?? 502, answered);
      answer.pipe(response);
    });
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  }

  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (http2Request: Http2ServerRequest, http2Response: Http2ServerResponse) => {
    const request = http2Request as unknown as FrontRequest;
    const response = http2Response as unknown as FrontResponse;
    const pathname = new URL(request.url ?? '/', 'https://front').pathname;
    if (pathname.startsWith('/api/') || pathname === '/_health') return proxy(request, response);
    serveFile(request, response, pathname).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  // The chat socket (`/ws`), as CloudFront passes it to the WebSocket API: without it the app's
  // socket kept reconnecting, asking "me" at each try, and Lighthouse never saw the network settle.
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    if (new URL(request.url ?? '/', 'https://front').pathname !== '/ws') return socket.destroy();
    const target = new URL(gatewayUrl);
    const upstream = connect(Number(target.port), target.hostname, () => {
      const headers = { ...request.headers, host: target.host, ...(request.headers.origin ? { origin: gatewayUrl } : {}) };
      const lines = Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}`));
      upstream.write(`GET ${request.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
