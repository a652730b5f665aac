import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMyBookings } from '../features/bookings/api/get-my-bookings';
import { getListing } from '../features/listings/api/get-listing';
import { listingSearchQueryOptions } from '../features/listings/api/get-listings';
import { readSearch, searchParamsOf } from '../features/listings/utils/search-state';
import { conversationsQueryOptions } from '../features/messages/api/get-conversations';
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
    // The grid without a search of its own: what LISTINGS_QUERIES asks for an address without one.
    const grid = listingSearchQueryOptions(searchParamsOf(readSearch(new URLSearchParams(''))).toString());
    expect(firstPageRequests('/app/listings', '')).toEqual([await pathAsked(() => grid.queryFn!({ pageParam: null } as never) as Promise<unknown>)]);
    const conversations = conversationsQueryOptions();
    expect(firstPageRequests('/app/messages')).toEqual([await pathAsked(() => conversations.queryFn!({ pageParam: null } as never) as Promise<unknown>)]);
    expect(firstPageRequests('/app/messages/c-1')).toEqual(firstPageRequests('/app/messages'));
    // The router hands the page the decoded segment; the query encodes it again.
    expect(firstPageRequests('/app/listings/a%20b')).toEqual([await pathAsked(() => getListing('a b'))]);
  });

  it('are none for a malformed address or a page that sends none', () => {
    expect(firstPageRequests('/app/listings/%E0%A4%A')).toEqual([]);
    expect(firstPageRequests('/app/profile')).toEqual([]);
    expect(firstPageRequests('/app/listings', '?q=Paris')).toEqual([]);
    expect(firstPageRequests('/login')).toEqual([]);
    expect(firstPageRequests('/app/bookings/abc')).toEqual([]);
  });
});
