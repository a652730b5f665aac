import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ENV } from '../../config/function-environment';

export const SESSION_COOKIE = 'worknest_session';

/** `Secure` everywhere except an app served over plain http on localhost (the local cloud). */
function secureAttribute(): string {
  const origin = process.env[ENV.appOrigin] ?? '';
  return /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin) ? '' : '; Secure';
}

export function sessionCookie(token: string, expiresAtMs: number): string {
  const maxAge = Math.max(0, Math.floor((expiresAtMs - Date.now()) / 1000));
  return `${SESSION_COOKIE}=${token}; HttpOnly${secureAttribute()}; SameSite=Lax; Path=/; Max-Age=${maxAge}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; HttpOnly${secureAttribute()}; SameSite=Lax; Path=/; Max-Age=0`;
}

/** 43 random characters, then (tokens issued since issue 15) `.user.company`, each base64url (store/sessions.ts). */
const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}(\.[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{1,400})?$/;

/** The session token from the `cookies` array of an HTTP API event (or a WebSocket `cookie` header). */
export function sessionTokenOf(event: Pick<APIGatewayProxyEventV2, 'cookies' | 'headers'>): string | null {
  const pairs = event.cookies ?? event.headers?.cookie?.split(';') ?? [];
  for (const pair of pairs) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      return SESSION_TOKEN_PATTERN.test(value) ? value : null;
    }
  }
  return null;
}
