import type { HttpRoute } from '@worknest/functions/routes';

/**
 * The HTTP routes are deployed in one stack per area, because a stack holds at most 500
 * CloudFormation resources and each route costs seven (function, role, policy, log group,
 * permission, integration, route): one stack stopped fitting at about 65 routes.
 *
 * A route's area follows from its handler's folder (`http/<folder>/…`), so a new route lands in
 * the right stack without anyone listing it. Folders not named here belong to `core`.
 * Moving a folder to another area moves its routes between stacks: deploy that in two steps
 * (remove, then add), since API Gateway refuses a route key that still exists in the old stack.
 */
export const apiAreas = ['core', 'listings', 'bookings', 'companies', 'members'] as const;
export type ApiArea = (typeof apiAreas)[number];

const areaOfFolder: Readonly<Record<string, ApiArea>> = {
  listings: 'listings',
  uploads: 'listings',
  reviews: 'listings',
  calendars: 'listings',
  // Issue 41: the offices members search near, and the maps' style: beside the listings, not in core (near 500 resources).
  offices: 'listings',
  maps: 'listings',
  bookings: 'bookings',
  payments: 'bookings',
  payouts: 'bookings',
  conversations: 'bookings',
  webhooks: 'bookings',
  // Issue 34: stays the member's company pays, beside the private checkout.
  'business-stays': 'bookings',
  // Issue 35: approvers decide on business stays; beside them (core was over 500 resources).
  approvals: 'bookings',
  // Directory sync (issue 38): 15 SCIM routes, beside core, which is near a stack's 500 resources
  scim: 'companies',
  // Issue 36: HR's travel reports, benchmarks and travellers (core is over a stack's 500 resources).
  'travel-reports': 'companies',
  // Self-serve company sign-up (issue 38): the form, its confirmation and the founder's setup steps.
  companies: 'companies',
  // Issue 39: what members keep for themselves and do for each other (favourites, saved searches,
  // blocks, reports): new routes in a stack of their own, so core keeps its margin below 500.
  favourites: 'members',
  'saved-searches': 'members',
  blocks: 'members',
  reports: 'members',
  // Issue 37: credits and swaps between colleagues, beside the other member-to-member routes.
  credits: 'members',
  swaps: 'members',
};

/** `http/bookings/list-my-bookings` → `bookings`; `webhooks/stripe-webhook` → `bookings`. */
export function apiAreaOf(route: Pick<HttpRoute, 'handler'>): ApiArea {
  const [top, folder] = route.handler.split('/');
  const key = top === 'http' ? folder : top;
  return (key !== undefined && areaOfFolder[key]) || 'core';
}

/** The route table split by area, in the table's order within each area. */
export function routesByArea<R extends Pick<HttpRoute, 'handler'>>(routes: readonly R[]): Record<ApiArea, R[]> {
  const result = Object.fromEntries(apiAreas.map((area) => [area, [] as R[]])) as Record<ApiArea, R[]>;
  for (const route of routes) result[apiAreaOf(route)].push(route);
  return result;
}
