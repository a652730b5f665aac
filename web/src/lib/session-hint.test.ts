import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_QUERY_KEY } from './auth';
import { createQueryClient } from './query-client';
import { hasSessionHint, rememberSession } from './session-hint';

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

beforeEach(() => vi.stubGlobal('window', { localStorage: fakeStorage() }));
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
});
