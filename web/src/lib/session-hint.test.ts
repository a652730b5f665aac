import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_QUERY_KEY } from './auth';
import { createQueryClient } from './query-client';
import { hasSessionHint, mayHaveSession, rememberSession } from './session-hint';

/** A Map-backed localStorage, as the unit tests run in Node. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** The cookie is read once per task (session-hint.ts): each test starts in a new one. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  await nextTask();
  vi.stubGlobal('window', { localStorage: fakeStorage(), location: { protocol: 'https:' } });
});
afterEach(() => vi.unstubAllGlobals());

describe('session hint', () => {
  it('is remembered and forgotten', () => {
    expect(hasSessionHint()).toBe(false);
    rememberSession(true);
    expect(hasSessionHint()).toBe(true);
    rememberSession(false);
    expect(hasSessionHint()).toBe(false);
  });

  it('follows every answer about the user in the query cache (sign-in, sign-out, a 401)', () => {
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, { id: 'u1', email: 'sam@acme.test', role: 'employee' });
    expect(hasSessionHint()).toBe(true);
    client.setQueryData(USER_QUERY_KEY, null);
    expect(hasSessionHint()).toBe(false);
  });

  it('treats blocked storage as signed out instead of failing', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(hasSessionHint()).toBe(false);
    expect(() => rememberSession(true)).not.toThrow();
  });

  it('trusts the server\'s hint cookie, whichever way the member signed in (issue 29: single sign-on)', () => {
    const written: string[] = [];
    vi.stubGlobal('document', {
      get cookie() {
        return 'other=2; worknest_signed_in=1';
      },
      set cookie(value: string) {
        written.push(value);
      },
    });
    // Nothing in localStorage: the identity provider's redirect is the first page of this browser.
    expect(hasSessionHint()).toBe(true);
    expect(mayHaveSession()).toBe(true);
    // A 401 clears the stale cookie too.
    rememberSession(false);
    expect(written).toEqual(['worknest_signed_in=; Path=/; Max-Age=0; SameSite=Lax; Secure']);
  });

  it('reads no hint from a cookie of another name or value', () => {
    vi.stubGlobal('document', { cookie: 'worknest_signed_in_x=1; worknest_signed_in=0' });
    expect(hasSessionHint()).toBe(false);
    expect(mayHaveSession()).toBe(false);
  });

  it('reads the cookie once per task, and again in the next one (a sign-in elsewhere is seen)', async () => {
    let reads = 0;
    let cookie = '';
    vi.stubGlobal('document', {
      get cookie() {
        reads += 1;
        return cookie;
      },
    });
    for (let i = 0; i < 20; i += 1) mayHaveSession();
    expect(reads).toBe(1);
    cookie = 'worknest_signed_in=1';
    expect(mayHaveSession()).toBe(false);
    await nextTask();
    expect(mayHaveSession()).toBe(true);
    expect(reads).toBe(2);
  });
});
