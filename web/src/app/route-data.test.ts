import { describe, expect, it } from 'vitest';
import { matchRoutes, type LoaderFunctionArgs } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { appRoutes } from './router';
import { pageData } from './route-data';

/** The keys of every query the loaders of `path`'s matched routes started, as the router runs them at navigation. */
async function startedAt(path: string): Promise<string[]> {
  const queryClient = new QueryClient();
  const asked: string[] = [];
  // What the pages' own functions would fetch: recorded, never answered (the loader must not wait).
  globalThis.fetch = ((input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Promise<Response>(() => undefined);
  }) as typeof fetch;
  const matches = matchRoutes(appRoutes(queryClient), path)!;
  const request = new Request(`https://worknest.test${path}`);
  for (const match of matches) {
    const loader = match.route.loader;
    if (typeof loader === 'function') expect(await loader({ params: match.params, request, context: undefined } as unknown as LoaderFunctionArgs)).toBeNull();
  }
  return asked.map((url) => url.replace('https://worknest.test', ''));
}

describe('data at navigation (issue 31, ADR 0089)', () => {
  it('starts the guard, the header, the grid search and the offices together when /app/listings opens', async () => {
    expect(await startedAt('/app/listings?q=Lisbon')).toEqual(['/api/auth/user', '/api/conversations', '/api/listings?q=Lisbon', '/api/offices']);
  });

  it('asks for the listing and its reviews side by side on the detail page', async () => {
    const asked = await startedAt('/app/listings/abc');
    expect(asked).toContain('/api/listings/abc');
    expect(asked).toContain('/api/listings/abc/reviews?limit=6');
  });

  it('asks for the trips once on /app/bookings, with no request per stay', async () => {
    const asked = await startedAt('/app/bookings');
    expect(asked.filter((url) => url.startsWith('/api/bookings'))).toEqual(['/api/bookings?limit=100']);
    expect(asked.filter((url) => url.startsWith('/api/reviews'))).toEqual([]);
  });

  it("starts the profile's lists and cards", async () => {
    const asked = await startedAt('/app/profile');
    expect(asked).toEqual(
      expect.arrayContaining(['/api/listings/mine?limit=100', '/api/bookings/host?when=upcoming&limit=5', '/api/bookings/host?when=past&limit=5', '/api/payouts?limit=20', '/api/users/me/notifications']),
    );
  });

  it("starts HR's offices with the guard on /app/hr/offices (issue 41)", async () => {
    expect(await startedAt('/app/hr/offices')).toEqual(['/api/auth/user', '/api/conversations', '/api/hr/offices']);
  });

  it('returns at once and starts each query once, however often navigation runs the loader', async () => {
    const queryClient = new QueryClient();
    let calls = 0;
    const loader = pageData(queryClient, () => [{ queryKey: ['/x'], queryFn: () => new Promise(() => (calls += 1)) }]);
    const args = { params: {}, request: new Request('https://worknest.test/x'), context: undefined } as unknown as LoaderFunctionArgs;
    expect(loader(args)).toBeNull();
    expect(loader(args)).toBeNull();
    expect(calls).toBe(1);
  });
});
