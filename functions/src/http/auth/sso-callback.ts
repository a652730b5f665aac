import { ENV, requireEnv } from '../../config/function-environment';
import { sessionCookies } from '../../domain/auth/session-cookie';
import { clearedSsoStateCookie, ssoStateOf } from '../../domain/auth/sso-cookie';
import { finishSso, SsoRefusedError } from '../../domain/auth/sso';
import { logger } from '../../logging/logger';
import { countFault } from '../../logging/metrics';
import { defineHandler } from '../../middleware/define-handler';
import { ssoCallbackQuery } from './sso-inputs';
import { redirect, refusal } from './sso-redirect';

/**
 * `GET /api/auth/sso/callback?code=…&state=…`: where the identity provider sends the browser
 * back. Success: a 10-day session cookie and a redirect to the page the member started from.
 * Every refusal: no session, the state cookie cleared, and the login page naming the reason.
 */
export const handler = defineHandler({ query: ssoCallbackQuery }, async ({ query, event }) => {
  const cleared = clearedSsoStateCookie();
  try {
    const { sessionToken, expiresAtMs, returnTo } = await finishSso({
      rawQuery: event.rawQueryString ?? '',
      state: query.state,
      error: query.error,
      cookieState: ssoStateOf(event),
      appOrigin: requireEnv(ENV.appOrigin),
    });
    return redirect(returnTo, [cleared, ...sessionCookies(sessionToken, expiresAtMs)]);
  } catch (error) {
    if (error instanceof SsoRefusedError) {
      // A warning: a burst of these (forged tokens, replayed states) is worth a look.
      logger.warn('single sign-on refused', { reason: error.code, detail: error.message });
      return refusal(error.code, [cleared]);
    }
    logger.error('single sign-on failed', { error: error as Error });
    countFault(event.routeKey);
    return refusal('unavailable', [cleared]);
  }
});
