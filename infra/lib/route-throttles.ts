import type { HttpRoute } from '@worknest/functions/routes';
import type { StageSettings, Throttle } from './stage-settings';

export type ThrottleClass = 'public' | 'expensive' | 'webhook';

/**
 * Which per-route budget a route gets, from what the route table already says about it:
 * - `webhook`: Stripe's endpoint (a flood of fake events must not starve real ones);
 * - `public`: anyone may call it without signing in (magic links, forms, health);
 * - `expensive`: it sends mail, calls Stripe or signs uploads (costs money per call, or
 *   hits a third party's rate limit), or the route says so (`throttle: 'expensive'`: it fetches
 *   from hosts the member names, issue 33);
 * - none: the stage-wide default throttle.
 */
export function throttleClassOf(route: HttpRoute): ThrottleClass | undefined {
  if (route.access === 'webhook') return 'webhook';
  if (route.access === 'public') return 'public';
  if (route.throttle === 'expensive' || route.resources.some((r) => r === 'mail' || r === 'payments' || r === 'uploads:put')) return 'expensive';
  return undefined;
}

/** API Gateway stage `RouteSettings`: route key → its throttle, for every route that has a class. */
export function routeSettingsOf(routes: readonly HttpRoute[], settings: StageSettings): Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> {
  const result: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
  for (const route of routes) {
    const kind = throttleClassOf(route);
    if (!kind) continue;
    const throttle: Throttle = settings.routeThrottles[kind];
    result[`${route.method} ${route.path}`] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
  }
  return result;
}
