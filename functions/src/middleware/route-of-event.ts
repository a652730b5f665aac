import { httpRoutes, webSocketRoutes, type Access } from '../routes';

/**
 * The access level of the route that invoked this function, read from THE route table by the
 * event's routeKey ("GET /api/listings/{id}" or "$connect"). Unknown routes fail closed.
 */
export function accessOfRouteKey(routeKey: string | undefined): Access | undefined {
  if (!routeKey) return undefined;
  if (routeKey.startsWith('$')) return webSocketRoutes.find((r) => r.routeKey === routeKey)?.access;
  return httpRoutes.find((r) => `${r.method} ${r.path}` === routeKey)?.access;
}
