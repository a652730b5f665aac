/**
 * Issue 31 (ADR 0089 data at navigation, ADR 0197): a signed-in page's first screen waits for "me"
 * (`GET /api/auth/user`, the guard) and for its own first data (my trips, the listing), and those
 * used to leave only once the app's start chunks had downloaded and run. The entry (main.tsx)
 * sends them as it runs, beside those downloads, when the browser has a session hint: "me" on
 * every path that asks for it first, and the page's own GETs that app/page-modules.ts names for
 * its address. The first `apiRequest` GET or default query of the same path takes the answer
 * instead of asking again (`takeEarly`) when it is a success; any later one asks anew, and so
 * does the first when the early answer failed (lib/api-request.ts `takeEarlyOrFetch`).
 *
 * This module is in the entry, which the landing page loads too: it imports nothing.
 */
export const USER_PATH = '/api/auth/user';

const early = new Map<string, Promise<Response>>();

/**
 * Whether the first thing the app asks on this path is "me": `/` (members go on to their listings)
 * and every `/app` page (the guard). Elsewhere a page may change the session before it asks
 * (`/auth/verify` signs in), and an answer sent before that would be stale.
 */
export function isAskingForMeFirst(pathname: string): boolean {
  return pathname === '/' || pathname === '/app' || pathname.startsWith('/app/');
}

/** Sends a GET of each path now, for the first request of the same path to take. */
export function sendEarly(paths: readonly string[]): void {
  for (const path of paths) {
    const response = fetch(path, { credentials: 'include' });
    // Whoever takes a failed one asks again; until then it is handled.
    response.catch(() => undefined);
    early.set(path, response);
  }
}

/** The answer sent early for `path`, once; undefined when none was sent or it was taken already. */
export function takeEarly(path: string): Promise<Response> | undefined {
  const taken = early.get(path);
  early.delete(path);
  return taken;
}
