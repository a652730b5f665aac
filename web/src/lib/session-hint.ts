/*
 * A hint, in this browser's storage, that someone was signed in the last time the app asked
 * `GET /api/auth/user`. The session cookie itself is HttpOnly, so the page cannot see it.
 *
 * `/` sends signed-in members to /app/listings (SPEC.md §2). Without the hint every visitor of the
 * landing page would first ask the API, and a signed-out visitor (nearly all of them) would get a
 * 401 that the browser logs as a console error and that holds the page back by a round trip.
 * With it, only a browser that had a session asks. The hint is never trusted for access: the API
 * checks the cookie on every call, and a stale hint only costs one probe, which then clears it.
 */
const KEY = 'worknest-signed-in';

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== null;
  } catch {
    return false; // Storage blocked: treat the visitor as signed out; /login still works.
  }
}

/**
 * Whether asking `GET /api/auth/user` can find a session: the hint says so, or storage is blocked
 * (then nothing is known, so ask). A signed-out visitor of an /app page goes to /login at once,
 * without a call that answers 401 and logs a console error (issue 13).
 */
export function mayHaveSession(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}

/** Records what the last session check found (called whenever the user query settles). */
export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing to remember; `/` shows the landing page.
  }
}
