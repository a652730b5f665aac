import { ENV, ownRouteVariable } from '../config/function-environment';
import { routeKeyOf } from '../route-ids';
import { httpRoutes, webSocketRoutes } from '../routes';

/**
 * Unit tests that call a handler directly: gives the process the variable a deployed function of
 * `routeKey` has (its own route table entry, ADR 0152), or removes it for a key the table does
 * not have. For the handler kit's tests; never imported by production code.
 */
export function actAsFunctionOf(routeKey: string): void {
  const route = [...httpRoutes, ...webSocketRoutes].find((candidate) => routeKeyOf(candidate) === routeKey);
  if (route) process.env[ENV.route] = ownRouteVariable(route);
  else delete process.env[ENV.route];
}
