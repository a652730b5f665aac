import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { httpRoutes, routeId, routeIdOfKey, webSocketRoutes } from './routes';

const allRoutes = [...httpRoutes, ...webSocketRoutes];

describe('the route table', () => {
  it.each(allRoutes.map((route) => [routeId(route), route] as const))('%s points at a handler module that exports `handler`', (_id, route) => {
    const file = path.join(import.meta.dirname, `${route.handler}.ts`);
    expect(existsSync(file), file).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/export const handler\b/);
  });

  it('has no duplicate routes and no duplicate function ids', () => {
    const keys = httpRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = allRoutes.map(routeId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses API Gateway path syntax under /api (or /_health); a literal segment may end in one extension (feed.ics)', () => {
    for (const route of httpRoutes.filter((r) => r.access !== 'scim')) expect(route.path).toMatch(/^\/(_health|api(\/([a-z0-9-]+(\.[a-z0-9]+)?|\{[a-zA-Z]+\+?\}))+)$/);
  });

  it('serves directory sync under /scim/v2 only, with SCIM resource names (RFC 7644 §3.2), and nothing else there', () => {
    for (const route of httpRoutes.filter((r) => r.access === 'scim')) expect(route.path).toMatch(/^\/scim\/v2\/(ServiceProviderConfig|ResourceTypes|Schemas|Users|Groups)(\/\{id\})?$/);
    for (const route of httpRoutes.filter((r) => r.path.startsWith('/scim/'))) expect(route.access).toBe('scim');
  });
});

describe('routeIdOfKey', () => {
  it('gives the event’s route key the id of its route’s function', () => {
    for (const route of allRoutes) {
      const key = 'method' in route ? `${route.method} ${route.path}` : route.routeKey;
      expect(routeIdOfKey(key)).toBe(routeId(route));
    }
  });
});
