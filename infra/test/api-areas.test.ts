import { afterAll, describe, expect, it } from 'vitest';
import { httpRoutes, type HttpRoute } from '@worknest/functions/routes';
import { apiAreaOf, apiAreas, routesByArea } from '../lib/api-areas';
import { allStacks, buildTestApp } from './support';

/** CloudFormation's hard limit; the margin leaves room for a few routes before a new area is needed. */
const STACK_RESOURCE_LIMIT = 500;
const MARGIN = 60;

describe('the HTTP API split by area', () => {
  const built = buildTestApp();
  afterAll(() => built.cleanup());

  it('puts a route in the area of its handler folder, unknown folders in core', () => {
    expect(apiAreaOf({ handler: 'http/bookings/list-my-bookings' })).toBe('bookings');
    expect(apiAreaOf({ handler: 'webhooks/stripe-webhook' })).toBe('bookings');
    expect(apiAreaOf({ handler: 'http/uploads/presign-photo' })).toBe('listings');
    expect(apiAreaOf({ handler: 'http/admin/list-users' })).toBe('core');
    expect(apiAreaOf({ handler: 'http/some-new-folder/x' })).toBe('core');
  });

  it('deploys every route exactly once, in its area stack', () => {
    const byArea = routesByArea(httpRoutes);
    expect(Object.values(byArea).flat()).toHaveLength(httpRoutes.length);
    for (const area of apiAreas) {
      const keys = [...built.stacks.apis[area].functions.keys()].sort();
      expect(keys, area).toEqual(byArea[area].map((r: HttpRoute) => `${r.method} ${r.path}`).sort());
    }
  });

  it(`keeps every stack of the stage ${MARGIN} resources below CloudFormation's ${STACK_RESOURCE_LIMIT}`, () => {
    for (const stack of allStacks(built.stacks)) {
      const count = Object.keys(built.template(stack).toJSON().Resources ?? {}).length;
      expect(count, `${stack.stackName}: ${count} resources`).toBeLessThanOrEqual(STACK_RESOURCE_LIMIT - MARGIN);
    }
  });
});
