import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startBucketFront, type BucketFront } from './start-bucket-front';
import { serveUpload } from '../gateway/uploads-proxy';

/**
 * An origin that closes a kept-alive connection just as the next request arrives on it: the race
 * behind the "socket hang up" 502s of the bucket front (fresh-clone CI, 2026-11-29). Each
 * connection answers its first request and drops the second without a word.
 */
async function racyOrigin(): Promise<{ server: Server; port: number; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const served = (req.socket as { served?: number }).served ?? 0;
    (req.socket as { served?: number }).served = served + 1;
    if (served >= 1) {
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain', etag: '"abc"', 'content-length': '5' }).end('photo');
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, requests };
}

function get(port: number, path: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method, agent: false }, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

describe('a request on a kept-alive socket the origin has just closed is sent again once', () => {
  it('the bucket front: GET and HEAD reach s3rver on a fresh socket, not a 502', async () => {
    const origin = await racyOrigin();
    closers.push(() => new Promise((resolve) => origin.server.close(resolve)));
    closers.push(async () => origin.server.closeAllConnections());
    const directory = await mkdtemp(join(tmpdir(), 'bucket-front-'));
    closers.push(() => rm(directory, { recursive: true, force: true }));
    const front: BucketFront = await startBucketFront({ host: '127.0.0.1', port: 0, upstream: { host: '127.0.0.1', port: origin.port }, directory, credentials: {} });
    closers.push(() => front.close());

    for (const method of ['GET', 'GET', 'HEAD', 'GET']) {
      expect((await get(front.port, '/bucket/uploads/a.jpg', method)).status).toBe(200);
    }
    // Each request after the first met a dropped socket once and was sent again.
    expect(origin.requests).toHaveLength(7);
  });

  it('the gateway’s /uploads/*: the photo is served, not a 502', async () => {
    const origin = await racyOrigin();
    closers.push(() => new Promise((resolve) => origin.server.close(resolve)));
    closers.push(async () => origin.server.closeAllConnections());
    const gateway = createServer((req, res) => void serveUpload(req, res, req.url ?? '/', { endpoint: `http://127.0.0.1:${origin.port}`, bucket: 'b' }));
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => gateway.close(resolve)));
    closers.push(async () => gateway.closeAllConnections());
    const port = (gateway.address() as AddressInfo).port;

    for (let i = 0; i < 3; i++) expect(await get(port, '/uploads/a.jpg')).toEqual({ status: 200, body: 'photo' });
    expect(origin.requests).toEqual(['GET /b/uploads/a.jpg', 'GET /b/uploads/a.jpg', 'GET /b/uploads/a.jpg', 'GET /b/uploads/a.jpg', 'GET /b/uploads/a.jpg']);
  });
});
