import { ENV } from '../config/function-environment';
import { routeKeyOf } from '../route-ids';
import type { HttpRoute, WebSocketRoute } from '../routes';

/**
 * The route that invoked this function: its own entry of THE route table, which its environment
 * carries (`routeEnvironment()` sets WORKNEST_ROUTE from the table, in CDK and in the local
 * gateway alike), so no function bundles the whole table (ADR 0152). An event whose routeKey
 * ("GET /api/listings/{id}" or "$connect") is not this function's route, or a function without
 * the variable, gets undefined: the kit fails closed.
 */
export function routeOfKey(routeKey: string | undefined): HttpRoute | WebSocketRoute | undefined {
  const raw = process.env[ENV.route];
  if (!routeKey || !raw) return undefined;
  const route = JSON.parse(raw) as HttpRoute | WebSocketRoute;
  return routeKeyOf(route) === routeKey ? route : undefined;
}
