import { describe, expect, it } from 'vitest';
import { httpRoutes } from '@worknest/functions/routes';
import { throttleClassOf } from '../lib/route-throttles';

const route = (method: string, path: string) => httpRoutes.find((r) => r.method === method && r.path === path)!;

describe('route throttle classes', () => {
  it('gives the routes that fetch a host\'s calendars at once the expensive class (issue 33, finding 2)', () => {
    expect(throttleClassOf(route('PUT', '/api/listings/{id}/calendar-imports'))).toBe('expensive');
    expect(throttleClassOf(route('POST', '/api/listings/{id}/calendar-imports/sync'))).toBe('expensive');
  });

  it('leaves a cheap signed-in read to the stage budget', () => {
    expect(throttleClassOf(route('GET', '/api/listings/{id}/calendar-imports'))).toBeUndefined();
  });
});
