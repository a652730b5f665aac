import { describe, expect, it } from 'vitest';
import type { HttpRoute } from '@worknest/functions/routes';
import { compileRoutes, matchRoute } from './route-matching';

const route = (method: HttpRoute['method'], path: string): HttpRoute => ({ method, path, handler: 'x', access: 'public', resources: [] });

const table = compileRoutes([
  route('GET', '/api/listings/{id}'),
  route('GET', '/api/listings/mine'),
  route('POST', '/api/listings/{id}'),
  route('GET', '/api/listings/{id}/photos/{photoId}'),
  route('GET', '/api/files/{proxy+}'),
  route('GET', '/api/files/special/{name}'),
  route('GET', '/_health'),
]);

describe('matchRoute', () => {
  it('gives the routeKey of the matched template and URL-decoded path parameters', () => {
    expect(matchRoute(table, 'GET', '/api/listings/a%20b%2Fc')).toEqual({
      route: expect.objectContaining({ path: '/api/listings/{id}' }),
      routeKey: 'GET /api/listings/{id}',
      pathParameters: { id: 'a b/c' },
    });
  });

  it('prefers a literal segment over a variable', () => {
    expect(matchRoute(table, 'GET', '/api/listings/mine')?.routeKey).toBe('GET /api/listings/mine');
  });

  it('prefers a variable over a greedy variable', () => {
    expect(matchRoute(table, 'GET', '/api/files/special/x')?.routeKey).toBe('GET /api/files/special/{name}');
  });

  it('lets a greedy variable take the rest of the path', () => {
    expect(matchRoute(table, 'GET', '/api/files/a/b/c.jpg')).toMatchObject({
      routeKey: 'GET /api/files/{proxy+}',
      pathParameters: { proxy: 'a/b/c.jpg' },
    });
    expect(matchRoute(table, 'GET', '/api/files/special/x/y')?.routeKey).toBe('GET /api/files/{proxy+}');
  });

  it('needs a non-empty value for a greedy variable and for a variable', () => {
    expect(matchRoute(table, 'GET', '/api/files/')).toBeUndefined();
    expect(matchRoute(table, 'GET', '/api/listings/')).toBeUndefined();
  });

  it('matches the method as well as the path', () => {
    expect(matchRoute(table, 'POST', '/api/listings/7')?.routeKey).toBe('POST /api/listings/{id}');
    expect(matchRoute(table, 'DELETE', '/api/listings/7')).toBeUndefined();
    expect(matchRoute(table, 'HEAD', '/_health')).toBeUndefined();
  });

  it('matches several variables and omits pathParameters for literal routes', () => {
    expect(matchRoute(table, 'GET', '/api/listings/1/photos/2')?.pathParameters).toEqual({ id: '1', photoId: '2' });
    expect(matchRoute(table, 'GET', '/_health')?.pathParameters).toBeUndefined();
  });

  it('does not treat a trailing slash or extra segment as the same route', () => {
    expect(matchRoute(table, 'GET', '/_health/')).toBeUndefined();
    expect(matchRoute(table, 'GET', '/api/listings/1/photos')).toBeUndefined();
  });
});
