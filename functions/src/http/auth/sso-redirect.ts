import { SSO_ERROR_PARAM, type SsoErrorCode } from '@worknest/shared/sso';
import type { HandlerResult } from '../../middleware/responses';

/** A 302 the browser follows; never cached (every answer carries a fresh state or a session). */
export function redirect(location: string, cookies: string[] = []): HandlerResult {
  return {
    statusCode: 302,
    headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
    ...(cookies.length > 0 ? { cookies } : {}),
    body: '',
  };
}

/** A refused sign-in: the login page says why (SSO_ERRORS); the app's own origin, relative. */
export function refusal(code: SsoErrorCode, cookies: string[] = []): HandlerResult {
  return redirect(`/login?${SSO_ERROR_PARAM}=${code}`, cookies);
}
