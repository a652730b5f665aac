/** What names a route: an HTTP route's method and path, or a WebSocket route's key. */
type RouteNaming = { method: string; path: string } | { routeKey: string };

/**
 * Names derived from a route, without the route table itself (routes.ts re-exports them):
 * handlers import this (the metrics' route dimension, the kit's own-route check) and stay free
 * of the table's bytes (ADR 0152).
 */

/** The key API Gateway puts on the event: `GET /api/listings/{id}`, `$connect`. */
export function routeKeyOf(route: RouteNaming): string {
  return 'method' in route ? `${route.method} ${route.path}` : route.routeKey;
}

/** A stable, CloudFormation-safe name for a route's function, e.g. `GetApiListingsId`. */
export function routeId(route: RouteNaming): string {
  return routeIdOfKey(routeKeyOf(route));
}

/** routeId() of the route an event names by its key (`POST /api/listings`, `$connect`). */
export function routeIdOfKey(routeKey: string): string {
  return idOf(routeKey.startsWith('$') ? `ws ${routeKey}` : routeKey);
}

function idOf(raw: string): string {
  return raw
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1).toLowerCase())
    .join('');
}
