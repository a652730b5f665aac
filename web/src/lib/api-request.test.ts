import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, errorStatus, getQueryFn, serverMessage } from './api-request';

function answer(status: number, body: string, statusText = '') {
  return new Response(status === 204 ? null : body, { status, statusText });
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const queryContext = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetchMock = stubFetch(answer(200, '{"message":"sent"}'));
    await expect(apiRequest('POST', '/api/auth/request-magic-link', { email: 'a@b.co' })).resolves.toEqual({ message: 'sent' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/request-magic-link');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@b.co"}' });
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('returns undefined for 204 No Content', async () => {
    stubFetch(answer(204, ''));
    await expect(apiRequest('POST', '/api/auth/logout')).resolves.toBeUndefined();
  });

  it('throws "<status>: <response text>" for a non-OK answer', async () => {
    stubFetch(answer(400, '{"message":"Please enter a valid work email address."}'));
    await expect(apiRequest('POST', '/x', {})).rejects.toThrow('400: {"message":"Please enter a valid work email address."}');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(answer(502, '', 'Bad Gateway'));
    await expect(apiRequest('GET', '/x')).rejects.toThrow('502: Bad Gateway');
  });
});

describe('getQueryFn', () => {
  it('GETs the query key joined with "/" with credentials', async () => {
    const fetchMock = stubFetch(answer(200, '{"id":"u1"}'));
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/users', 'u1']))).resolves.toEqual({ id: 'u1' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/users/u1');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it('throws on 401 by default', async () => {
    stubFetch(answer(401, '{"message":"Sign in first."}'));
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/auth/user']))).rejects.toThrow(/^401: /);
  });

  it('returns null on 401 when asked to (the auth query)', async () => {
    stubFetch(answer(401, '{"message":"Sign in first."}'));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).resolves.toBeNull();
  });
});

describe('serverMessage and errorStatus', () => {
  it("extracts the server's message and status", () => {
    const error = new Error('429: {"message":"Too many requests. Try again later."}');
    expect(serverMessage(error, 'fallback')).toBe('Too many requests. Try again later.');
    expect(errorStatus(error)).toBe(429);
  });

  it.each([
    ['a status text', new Error('500: Internal Server Error')],
    ['JSON without a message', new Error('400: {"code":"x"}')],
    ['a network failure', new TypeError('Failed to fetch')],
    ['not an error', 'oops'],
  ])('uses the fallback for %s', (_name, error) => {
    expect(serverMessage(error, 'Failed to send magic link. Please try again.')).toBe('Failed to send magic link. Please try again.');
  });
});
