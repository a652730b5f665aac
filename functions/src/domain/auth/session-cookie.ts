import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { SESSION_HINT_COOKIE } from '@worknest/shared/auth-rules';
import { ENV } from '../../config/function-environment';

/** The default name; a stage may name it (`__Host-worknest_session` on its own https host). */
export const SESSION_COOKIE = 'worknest_session';

/**
 * The cookie's name on this stage: the stage setting `sessionCookieName` (passed to every HTTP
 * and socket function as SESSION_COOKIE_NAME), else `worknest_session`. A `__Host-` name can
 * only be set by the host itself, Secure, with Path=/ and no Domain, so no sibling subdomain can
 * plant one.
 */
export function sessionCookieName(): string {
  return process.env[ENV.sessionCookieName] || SESSION_COOKIE;
}

/** `Secure` everywhere except an app served over plain http on localhost (the local cloud). */
function secureAttribute(): string {
  const origin = process.env[ENV.appOrigin] ?? '';
  return /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin) ? '' : '; Secure';
}

/**
 * The cookies of a new session: the HttpOnly session cookie and, with the same lifetime, the
 * readable hint that a session exists (SESSION_HINT_COOKIE). Every way of signing in sets both
 * through this one function, so the SPA learns of a session however it was made (issue 29).
 */
export function sessionCookies(token: string, expiresAtMs: number): string[] {
  const maxAge = Math.max(0, Math.floor((expiresAtMs - Date.now()) / 1000));
  return [
    `${sessionCookieName()}=${token}; HttpOnly${secureAttribute()}; SameSite=Lax; Path=/; Max-Age=${maxAge}`,
    `${SESSION_HINT_COOKIE}=1${secureAttribute()}; SameSite=Lax; Path=/; Max-Age=${maxAge}`,
  ];
}

/** Both cookies, expired: a sign-out, an erased account. */
export function clearedSessionCookies(): string[] {
  return [
    `${sessionCookieName()}=; HttpOnly${secureAttribute()}; SameSite=Lax; Path=/; Max-Age=0`,
    `${SESSION_HINT_COOKIE}=${secureAttribute()}; SameSite=Lax; Path=/; Max-Age=0`,
  ];
}

/** 43 random characters, then (tokens issued since issue 15) `.user.company`, each base64url (store/sessions.ts). */
const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}(\.[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{1,400})?$/;

/**
 * The session token from the `cookies` array of an HTTP API event (or a WebSocket `cookie`
 * header). A request that carries the session cookie twice gets none: a second cookie of the same
 * name can only come from a sibling subdomain or a path-scoped cookie planted by someone else
 * (cookie tossing), and which one the browser sends first is not ours to guess.
 */
export function sessionTokenOf(event: Pick<APIGatewayProxyEventV2, 'cookies' | 'headers'>): string | null {
  const pairs = event.cookies ?? event.headers?.cookie?.split(';') ?? [];
  const name = sessionCookieName();
  const values: string[] = [];
  for (const pair of pairs) {
    const [cookieName, ...rest] = pair.trim().split('=');
    if (cookieName === name) values.push(rest.join('='));
  }
  if (values.length !== 1) return null;
  return SESSION_TOKEN_PATTERN.test(values[0]!) ? values[0]! : null;
}
