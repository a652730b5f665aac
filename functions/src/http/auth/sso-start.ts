import { ENV, requireEnv } from '../../config/function-environment';
import { ssoStateCookie } from '../../domain/auth/sso-cookie';
import { SsoRefusedError, startSso } from '../../domain/auth/sso';
import { logger } from '../../logging/logger';
import { defineHandler } from '../../middleware/define-handler';
import { ssoStartQuery } from './sso-inputs';
import { redirect, refusal } from './sso-redirect';

/**
 * `GET /api/auth/sso/start?email=…&returnTo=/app/…`: the login page navigates here; the answer
 * sets the state cookie and redirects to the company's identity provider. A `returnTo` that is
 * not a path of this app becomes `/app` (shared/sso.ts safeReturnTo).
 */
export const handler = defineHandler({ query: ssoStartQuery }, async ({ query }) => {
  try {
    const { authorizationUrl, state } = await startSso({ email: query.email, returnTo: query.returnTo, appOrigin: requireEnv(ENV.appOrigin) });
    return redirect(authorizationUrl, [ssoStateCookie(state)]);
  } catch (error) {
    if (error instanceof SsoRefusedError) {
      logger.info('single sign-on not started', { reason: error.code, detail: error.message });
      return refusal(error.code);
    }
    // The provider unreachable or its discovery document unusable: the member is told, the team alerted.
    logger.error('single sign-on could not start', { error: error as Error });
    return refusal('unavailable');
  }
});
