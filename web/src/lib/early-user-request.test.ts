import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUser } from './auth';
import { isAskingForMeFirst, sendUserRequestEarly, takeEarlyUserResponse } from './early-user-request';

const queryContext = { queryKey: ['/api/auth/user'], signal: new AbortController().signal, meta: undefined, client: undefined } as never;

afterEach(() => {
  takeEarlyUserResponse();
  vi.unstubAllGlobals();
});

describe('the early "me" request (issue 31)', () => {
  it('is sent on / and the /app pages only, where the app asks for "me" first', () => {
    expect(isAskingForMeFirst('/')).toBe(true);
    expect(isAskingForMeFirst('/app')).toBe(true);
    expect(isAskingForMeFirst('/app/profile')).toBe(true);
    expect(isAskingForMeFirst('/auth/verify')).toBe(false);
    expect(isAskingForMeFirst('/login')).toBe(false);
    expect(isAskingForMeFirst('/application')).toBe(false);
  });

  it('is taken by the user query’s first run, and later runs ask again', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":"u1"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    sendUserRequestEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(['/api/auth/user', { credentials: 'include' }]);
    await expect(getUser(queryContext)).resolves.toEqual({ id: 'u1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(getUser(queryContext)).resolves.toEqual({ id: 'u1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers null for a signed-out browser (401), as the query itself does', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"Sign in first."}', { status: 401 })));
    sendUserRequestEarly();
    await expect(getUser(queryContext)).resolves.toBeNull();
  });

  it('hands a failed request to the query that takes it, once', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    sendUserRequestEarly();
    await expect(getUser(queryContext)).rejects.toThrow('Failed to fetch');
    expect(takeEarlyUserResponse()).toBeUndefined();
  });
});
