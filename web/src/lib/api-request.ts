import type { QueryFunction } from '@tanstack/react-query';
import { takeEarly } from './early-requests';

/**
 * The one door to the API (SPEC.md §7). Every call sends the session cookie; a non-OK answer
 * throws `Error("<status>: <response text or statusText>")`.
 */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

async function parseBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The answer the entry sent early for `path` (lib/early-requests.ts) when it is a success; else
 * the request, asked now. Only a success is taken: a 401 or 403 (a hint that outlived its session,
 * a member who must finish their first visit before any page may answer) may be stale by the time a
 * page asks, and a failed request is asked again as if it had not been sent.
 */
async function takeEarlyOrFetch(path: string, init: RequestInit): Promise<Response> {
  const early = await takeEarly(path)?.catch(() => undefined);
  return early?.ok ? early : fetch(path, init);
}

/**
 * Sends `data` as JSON (when given) and returns the parsed JSON answer (undefined for 204). A GET
 * takes the answer the entry sent early for the same path, if one is waiting (takeEarlyOrFetch).
 */
export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const init: RequestInit = {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  };
  const response = await (method === 'GET' && data === undefined ? takeEarlyOrFetch(url, init) : fetch(url, init));
  await throwIfNotOk(response);
  return parseBody<T>(response);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function: GET the query key joined with `/`, return parsed JSON. It takes the
 * answer the entry sent early for that path, if one is waiting (takeEarlyOrFetch).
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const response = await takeEarlyOrFetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return parseBody<T>(response);
  };
}

/** The HTTP status of an error thrown by `apiRequest` or a query, if it is one. */
export function errorStatus(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/**
 * The server's `{ message }` from an error thrown above, for a toast; `fallback` when the
 * answer had no JSON message (a proxy page, a network failure, a 500 without detail).
 */
export function serverMessage(error: unknown, fallback: string): string {
  const body = error instanceof Error ? /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1] : undefined;
  if (!body) return fallback;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string' && parsed.message) {
      return parsed.message;
    }
  } catch {
    // Not JSON: a status text or an HTML error page is no message for a person.
  }
  return fallback;
}

/** The server's stable `{ code }` from an error thrown above (what a client matches on), if it sent one. */
export function serverCode(error: unknown): string | null {
  const body = error instanceof Error ? /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1] : undefined;
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'code' in parsed && typeof parsed.code === 'string') return parsed.code;
  } catch {
    // Not JSON: no code.
  }
  return null;
}
