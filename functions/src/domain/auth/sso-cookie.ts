import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ENV } from '../../config/function-environment';
import { SSO_LOGIN_TTL_MS } from '../../store/sso-logins';

/**
 * The cookie that binds a single sign-on to the browser that started it (issue 19): it holds the
 * flow's `state`, so a callback in another browser (login CSRF: an attacker's code pasted into a
 * victim's browser) or a replayed state finds no match. HttpOnly, scoped to the SSO routes,
 * SameSite=Lax (the provider's redirect back is a top-level GET, which Lax lets through), and
 * gone after 10 minutes like the record it names.
 */
export const SSO_STATE_COOKIE = 'worknest_sso_state';
const COOKIE_PATH = '/api/auth/sso';

function secureAttribute(): string {
  const origin = process.env[ENV.appOrigin] ?? '';
  return /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin) ? '' : '; Secure';
}

export function ssoStateCookie(state: string): string {
  return `${SSO_STATE_COOKIE}=${state}; HttpOnly${secureAttribute()}; SameSite=Lax; Path=${COOKIE_PATH}; Max-Age=${Math.floor(SSO_LOGIN_TTL_MS / 1000)}`;
}

export function clearedSsoStateCookie(): string {
  return `${SSO_STATE_COOKIE}=; HttpOnly${secureAttribute()}; SameSite=Lax; Path=${COOKIE_PATH}; Max-Age=0`;
}

export function ssoStateOf(event: Pick<APIGatewayProxyEventV2, 'cookies'>): string | null {
  for (const pair of event.cookies ?? []) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === SSO_STATE_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}
