import { httpRoutes, webSocketRoutes, type HttpRoute, type WebSocketRoute } from '../routes';

/**
 * The route that invoked this function, found in THE route table by the event's routeKey
 * ("GET /api/listings/{id}" or "$connect"). Unknown routes fail closed in the kit.
 */
export function routeOfKey(routeKey: string | undefined): HttpRoute | WebSocketRoute | undefined {
  if (!routeKey) return undefined;
  if (routeKey.startsWith('$')) return webSocketRoutes.find((r) => r.routeKey === routeKey);
  return httpRoutes.find((r) => `${r.method} ${r.path}` === routeKey);
}
