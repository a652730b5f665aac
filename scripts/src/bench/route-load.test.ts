import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadRoute } from './route-load';

/** The load step the listings and HR reports benches share: a route still starting (503) is asked again, then measured. */
describe('loadRoute', () => {
  let base = '';
  const seen: string[] = [];
  let starting = 2;
  const server = createServer((request, response) => {
    seen.push(String(request.headers.cookie));
    if (starting > 0) {
      starting--;
      response.writeHead(503).end('starting');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('waits for the first 200, then loads the route with the cookie and reports its figures', async () => {
    const measure = await loadRoute(base, '/api/listings', 'session=abc', { route: 'grid', connections: 1, warmUpSeconds: 1, seconds: 1 });
    expect(measure).toMatchObject({ route: 'grid', failures: 0 });
    expect(measure.requestsPerSecond).toBeGreaterThan(0);
    expect(measure.p99).toBeGreaterThanOrEqual(measure.p50);
    expect(seen.slice(0, 3)).toEqual(['session=abc', 'session=abc', 'session=abc']);
    expect(new Set(seen)).toEqual(new Set(['session=abc']));
  });
});
