import { SESSION_HINT_COOKIE } from '@worknest/shared/auth-rules';

/*
 * Whether this browser may have a session. The session cookie is HttpOnly, so the page cannot see
 * it; two hints stand in for it, and neither is ever trusted for access (the API checks the cookie
 * on every call, and a stale hint only costs one probe, which then clears it):
 * - the server's `worknest_signed_in` cookie, set beside the session cookie by every way of
 *   signing in (magic link and single sign-on alike) and cleared with it (issue 29 item 1: before
 *   it, a member who came back from the identity provider had no hint and was sent to /login);
 * - `worknest-signed-in` in localStorage, written whenever the app learns who is signed in
 *   (it keeps sessions that began before the cookie existed).
 *
 * `/` sends signed-in members to /app/listings (SPEC.md §2). Without a hint every visitor of the
 * landing page would first ask the API, and a signed-out visitor (nearly all of them) would get a
 * 401 that the browser logs as a console error and that holds the page back by a round trip.
 */
const KEY = 'worknest-signed-in';

// Reading document.cookie is a synchronous round trip to the browser's cookie store, and every
// query asks `mayHaveSession()` on each render (query-client's `enabled`): issue 31's CPU profile of
// /app/listings spent about 5 % of its scripting time in these reads. One read serves the rest of the current task;
// the next task reads again, so a sign-in or sign-out is seen at once.
let cookieHint: boolean | undefined;

function hintCookieSet(): boolean {
  if (cookieHint !== undefined) return cookieHint;
  try {
    cookieHint = document.cookie.split(';').some((pair) => pair.trim() === `${SESSION_HINT_COOKIE}=1`);
  } catch {
    cookieHint = false;
  }
  setTimeout(() => (cookieHint = undefined), 0);
  return cookieHint;
}

/** The cookie or the stored flag; `ifBlocked` answers when storage cannot be read. */
function hinted(ifBlocked: boolean): boolean {
  if (hintCookieSet()) return true;
  try {
    return window.localStorage.getItem(KEY) !== null;
  } catch {
    return ifBlocked;
  }
}

/** Whether a hint says someone is signed in; blocked storage counts as signed out (`/` shows the landing page, /login still works). */
export function hasSessionHint(): boolean {
  return hinted(false);
}

/**
 * Whether asking `GET /api/auth/user` can find a session: a hint says so, or storage is blocked
 * (then nothing is known, so ask). A signed-out visitor of an /app page goes to /login at once,
 * without a call that answers 401 and logs a console error (issue 13).
 */
export function mayHaveSession(): boolean {
  return hinted(true);
}

/** Records what the last session check found (called whenever the user query settles). */
export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing to remember; `/` shows the landing page.
  }
  if (!signedIn) {
    try {
      // The server clears it on sign-out; a session that ended on its own (expired, ended
      // elsewhere) answers 401, and the stale hint goes here.
      const secure = window.location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
      cookieHint = false;
    } catch {
      // No document (tests in Node) or cookies blocked: nothing to clear.
    }
  }
}
