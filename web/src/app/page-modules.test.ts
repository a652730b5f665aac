import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMyBookings } from '../features/bookings/api/get-my-bookings';
import { getListing } from '../features/listings/api/get-listing';
import { firstPageRequests } from './page-modules';

/** The path a query function asks, read from the fetch it makes. */
async function pathAsked(ask: () => Promise<unknown>): Promise<string> {
  const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  await ask();
  return String((fetchMock.mock.calls[0] as unknown[])[0]);
}

afterEach(() => vi.unstubAllGlobals());

describe('the GETs the entry sends early for a page (issue 31)', () => {
  it('are exactly what the page’s own queries ask, so the query takes the answer', async () => {
    expect(firstPageRequests('/app/bookings')).toEqual([await pathAsked(getMyBookings)]);
    expect(firstPageRequests('/app/bookings/')).toEqual([await pathAsked(getMyBookings)]);
    expect(firstPageRequests('/app/listings/3f1c9a2e-0000-4000-8000-000000000001')).toEqual([await pathAsked(() => getListing('3f1c9a2e-0000-4000-8000-000000000001'))]);
    // The router hands the page the decoded segment; the query encodes it again.
    expect(firstPageRequests('/app/listings/a%20b')).toEqual([await pathAsked(() => getListing('a b'))]);
  });

  it('are none for a malformed address or a page that sends none', () => {
    expect(firstPageRequests('/app/listings/%E0%A4%A')).toEqual([]);
    expect(firstPageRequests('/app/profile')).toEqual([]);
    expect(firstPageRequests('/app/listings')).toEqual([]);
    expect(firstPageRequests('/login')).toEqual([]);
    expect(firstPageRequests('/app/bookings/abc')).toEqual([]);
  });
});
