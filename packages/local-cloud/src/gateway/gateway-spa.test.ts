import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { HttpRoute } from '@worknest/functions/routes';
import { startGateway, type Gateway } from './start-gateway';

/** CloudFront's side of the gateway: the SPA (built files or Vite) and the uploads bucket. */

const fixturesDir = fileURLToPath(new URL('./fixtures', import.meta.url));
const httpRoutes: HttpRoute[] = [{ method: 'GET', path: '/api/bare', handler: 'bare-object', access: 'public', resources: [] }];

/** A stand-in for the S3 endpoint: one object, and S3's 404 NoSuchKey for anything else. */
async function startFakeS3() {
  const requested: string[] = [];
  const server = http.createServer((request, response) => {
    requested.push(request.url ?? '');
    if (request.url === '/photos-bucket/uploads/listing-1/photo%201.jpg') {
      if (request.headers['if-none-match'] === '"abc"') {
        response.writeHead(304, { etag: '"abc"' });
        response.end();
        return;
      }
      response.writeHead(200, {
        'content-type': 'image/jpeg',
        etag: '"abc"',
        'cache-control': 'public, max-age=86400',
        'last-modified': 'Wed, 01 Jan 2030 00:00:00 GMT',
        'x-amz-request-id': 'internal',
      });
      response.end(Buffer.from([0xff, 0xd8, 0xff]));
      return;
    }
    response.writeHead(404, { 'content-type': 'application/xml' });
    response.end('<Error><Code>NoSuchKey</Code></Error>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requested,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A GET whose path is sent byte for byte (fetch and http.get(url) resolve dot segments first). */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject)
      .end();
  });
}

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let dist: string;
let gateway: Gateway;

beforeAll(async () => {
  s3 = await startFakeS3();
  dist = mkdtempSync(path.join(tmpdir(), 'gateway-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(path.dirname(dist), `${path.basename(dist)}-secret.txt`), 'outside');
  gateway = await startGateway({
    host: '127.0.0.1',
    port: 0,
    httpRoutes,
    webSocketRoutes: [],
    functionsDir: fixturesDir,
    environmentFor: () => ({}),
    uploads: { endpoint: s3.endpoint, bucket: 'photos-bucket' },
    spa: { mode: 'static', dir: dist },
  });
});

afterAll(async () => {
  await gateway?.close();
  await s3?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(`${dist}-secret.txt`, { force: true });
});

describe('static SPA', { timeout: 30_000 }, () => {
  it('serves index.html for / and for client-side routes, never cached', async () => {
    for (const route of ['/', '/listings/42', '/bookings']) {
      const response = await fetch(`${gateway.url}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe('<!doctype html><title>app</title>');
    }
  });

  it('serves hashed assets as immutable and other files as revalidated', async () => {
    const asset = await fetch(`${gateway.url}/assets/index-abc123.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');
    const icon = await fetch(`${gateway.url}/favicon.svg`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${gateway.url}/favicon.svg`, { headers: { 'if-none-match': icon.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a missing file with an extension instead of index.html', async () => {
    expect((await fetch(`${gateway.url}/assets/index-gone.js`)).status).toBe(404);
  });

  it('does not serve files outside its folder', async () => {
    const name = `${path.basename(dist)}-secret.txt`;
    for (const attempt of [`/../${name}`, `/%2e%2e/${name}`, `/assets/..%2f..%2f${name}`]) {
      const response = await rawGet(gateway.port, attempt);
      expect(response.body).not.toContain('outside');
      expect(response.status).toBe(403);
    }
  });

  it('sends /api/* to the functions and an unknown /api/ path to API Gateway\'s 404', async () => {
    expect(await (await fetch(`${gateway.url}/api/bare`)).json()).toEqual({ hello: 'world', count: 2 });
    const missing = await fetch(`${gateway.url}/api/nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not Found' });
  });
});

describe('uploads', { timeout: 30_000 }, () => {
  it('streams an object from the bucket with its content headers', async () => {
    const response = await fetch(`${gateway.url}/uploads/listing-1/photo%201.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('etag')).toBe('"abc"');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('x-amz-request-id')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('passes conditional requests through', async () => {
    const response = await fetch(`${gateway.url}/uploads/listing-1/photo%201.jpg`, { headers: { 'if-none-match': '"abc"' } });
    expect(response.status).toBe(304);
  });

  it('answers a missing key with 403, as S3 behind Origin Access Control does', async () => {
    const response = await fetch(`${gateway.url}/uploads/listing-1/nothing.jpg`);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('AccessDenied');
  });

  it('refuses dot segments before asking the bucket', async () => {
    const before = s3.requested.length;
    for (const attempt of ['/uploads/../other-bucket/key', '/uploads/%2e%2e/other-bucket/key']) {
      expect((await rawGet(gateway.port, attempt)).status).toBe(403);
    }
    expect(s3.requested.length).toBe(before);
  });

  it('refuses writes', async () => {
    expect((await fetch(`${gateway.url}/uploads/listing-1/photo%201.jpg`, { method: 'PUT', body: 'x' })).status).toBe(403);
  });
});

describe('Vite SPA', { timeout: 60_000 }, () => {
  it('serves the app through Vite for client-side routes while /api and /ws still reach the gateway', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gateway-vite-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    const vite = await startGateway({
      host: '127.0.0.1',
      port: 0,
      httpRoutes,
      webSocketRoutes: [],
      functionsDir: fixturesDir,
      environmentFor: () => ({}),
      uploads: { endpoint: s3.endpoint, bucket: 'photos-bucket' },
      spa: { mode: 'vite', root },
    });
    try {
      const page = await fetch(`${vite.url}/listings/42`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('/@vite/client');
      expect(await (await fetch(`${vite.url}/api/bare`)).json()).toEqual({ hello: 'world', count: 2 });

      const socket = new WebSocket(`${vite.url.replace('http', 'ws')}/ws`);
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const reply = new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())));
      socket.send('hi');
      expect(JSON.parse(await reply)).toMatchObject({ message: 'Forbidden' });
      socket.close();
    } finally {
      await vite.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
