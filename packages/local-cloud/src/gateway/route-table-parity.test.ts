import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes, routeId, type HttpRoute } from '@worknest/functions/routes';
import { compileRoutes, matchRoute } from './route-matching';
import { startGateway, type Gateway } from './start-gateway';

/**
 * Issue 2: one route table feeds the CDK stacks and the local gateway. The gateway half: a route
 * added to a copy of THE table is served, with no gateway change; the infra half is
 * infra/test/route-table-parity.test.ts. The copy's other routes keep their real handlers, which
 * are never invoked here (workers start lazily), so only the extra route needs a fixture.
 */

const fixturesDir = fileURLToPath(new URL('./fixtures', import.meta.url));
const extra: HttpRoute = { method: 'POST', path: '/api/only-in-this-copy/{id}', handler: 'parity-extra', access: 'public', resources: [] };
const extraKey = `${extra.method} ${extra.path}`;
const copy: readonly HttpRoute[] = [...httpRoutes, extra];

function gatewayOn(routes: readonly HttpRoute[]): Promise<Gateway> {
  return startGateway({
    host: '127.0.0.1',
    port: 0,
    httpRoutes: routes,
    webSocketRoutes: [],
    functionsDir: fixturesDir,
    environmentFor: () => ({}),
    uploads: { endpoint: 'http://127.0.0.1:1', bucket: 'unused' },
    spa: { mode: 'none' },
  });
}

describe('the local gateway follows the route table', { timeout: 30_000 }, () => {
  let withCopy: Gateway;
  let withTable: Gateway;
  beforeAll(async () => {
    [withCopy, withTable] = await Promise.all([gatewayOn(copy), gatewayOn(httpRoutes)]);
  });
  afterAll(async () => {
    await Promise.all([withCopy?.close(), withTable?.close()]);
  });

  it('serves a route added to a copy of the table with that route’s handler', async () => {
    const response = await fetch(`${withCopy.url}/api/only-in-this-copy/abc%20d`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      handledBy: 'parity-extra',
      routeKey: extraKey,
      pathParameters: { id: 'abc d' },
      functionName: routeId(extra),
    });
  });

  it('does not know the route when started with THE table, which lacks it', async () => {
    const response = await fetch(`${withTable.url}/api/only-in-this-copy/abc`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('selects every route of the copy by the same route key the CDK stack gives it', () => {
    const compiled = compileRoutes(copy);
    for (const route of copy) {
      const examplePath = route.path.replace(/\{[^}]+\}/g, 'x');
      expect(matchRoute(compiled, route.method, examplePath)?.routeKey, examplePath).toBe(`${route.method} ${route.path}`);
    }
  });
});
