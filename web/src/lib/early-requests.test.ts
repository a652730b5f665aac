import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-request';
import { getUser } from './auth';
import { isAskingForMeFirst, sendEarly, takeEarly, USER_PATH } from './early-requests';

const queryContext = { queryKey: ['/api/auth/user'], signal: new AbortController().signal, meta: undefined, client: undefined } as never;

afterEach(() => {
  takeEarly(USER_PATH);
  takeEarly('/api/bookings?limit=100');
  vi.unstubAllGlobals();
});

describe('the early requests of the entry (issue 31)', () => {
  it('are sent on / and the /app pages only, where the app asks for "me" first', () => {
    expect(isAskingForMeFirst('/')).toBe(true);
    expect(isAskingForMeFirst('/app')).toBe(true);
    expect(isAskingForMeFirst('/app/profile')).toBe(true);
    expect(isAskingForMeFirst('/auth/verify')).toBe(false);
    expect(isAskingForMeFirst('/login')).toBe(false);
    expect(isAskingForMeFirst('/application')).toBe(false);
  });

  it('"me" is taken by the user query’s first run, and later runs ask again', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":"u1"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    sendEarly([USER_PATH]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(['/api/auth/user', { credentials: 'include' }]);
    await expect(getUser(queryContext)).resolves.toEqual({ id: 'u1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(getUser(queryContext)).resolves.toEqual({ id: 'u1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('"me" asks again when the early answer was 401 (a stale hint), and answers null as the query does', async () => {
    const fetchMock = vi.fn(async () => new Response('{"message":"Sign in first."}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    sendEarly([USER_PATH]);
    await expect(getUser(queryContext)).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again when the early request failed on the network, and takes it only once', async () => {
    const fetchMock = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    sendEarly([USER_PATH]);
    await expect(getUser(queryContext)).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(takeEarly(USER_PATH)).toBeUndefined();
  });

  it('a page’s GET is taken by the first apiRequest of the same path, and only by a GET', async () => {
    const fetchMock = vi.fn(async (path: string) => new Response(JSON.stringify({ path }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    sendEarly(['/api/bookings?limit=100']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Another path, or a POST to the same one, asks for itself and leaves the early answer waiting.
    await apiRequest('GET', '/api/bookings?limit=10');
    await apiRequest('POST', '/api/bookings?limit=100', { x: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(apiRequest('GET', '/api/bookings?limit=100')).resolves.toEqual({ path: '/api/bookings?limit=100' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await apiRequest('GET', '/api/bookings?limit=100');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('a page’s GET answered 403 early (a first visit not finished yet) is asked again when the page asks', async () => {
    const answers = [new Response('{"message":"Finish your first visit."}', { status: 403 }), new Response('{"items":[]}', { status: 200 })];
    const fetchMock = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetchMock);
    sendEarly(['/api/bookings?limit=100']);
    await expect(apiRequest('GET', '/api/bookings?limit=100')).resolves.toEqual({ items: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
