/**
 * Issue 31 (ADR 0089, data at navigation): "me" (`GET /api/auth/user`) is what every signed-in
 * page waits for before it renders, and it used to be asked only once the router had started,
 * after the app's start chunks had downloaded. The entry (main.tsx) sends it as it runs, beside
 * those downloads, when this browser has a session hint; the user query's first run
 * (lib/auth.ts `getUser`) takes that answer instead of asking again. Any later run asks anew.
 *
 * This module is in the entry, which the landing page loads too: it imports nothing.
 */
export const USER_PATH = '/api/auth/user';

let early: Promise<Response> | undefined;

/**
 * Whether the first thing the app asks on this path is "me": `/` (members go on to their listings)
 * and every `/app` page (the guard). Elsewhere a page may change the session before it asks
 * (`/auth/verify` signs in), and an answer sent before that would be stale.
 */
export function isAskingForMeFirst(pathname: string): boolean {
  return pathname === '/' || pathname === '/app' || pathname.startsWith('/app/');
}

/** Sends `GET /api/auth/user` now, for the user query to take. */
export function sendUserRequestEarly(): void {
  early = fetch(USER_PATH, { credentials: 'include' });
  // A failure reaches the query that takes it (it retries as any query); until then it is handled.
  early.catch(() => undefined);
}

/** The answer sent early, once; undefined when none was sent or it was taken already. */
export function takeEarlyUserResponse(): Promise<Response> | undefined {
  const taken = early;
  early = undefined;
  return taken;
}
