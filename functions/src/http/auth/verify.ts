import { toApiUser } from '../../domain/auth/api-user';
import { sessionCookies, sessionTokenOf } from '../../domain/auth/session-cookie';
import { signInWithToken } from '../../domain/auth/sign-in';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';
import { linkTokenBody } from './auth-inputs';

/** `POST /api/auth/verify {token}`: redeems a magic link once and starts a session (ending the browser's previous one). */
export const handler = defineHandler({ body: linkTokenBody, maxBodyBytes: 1024 }, async ({ body, event }) => {
  const { user, sessionToken, expiresAtMs } = await signInWithToken(body.token, sessionTokenOf(event));
  return json(200, { user: await toApiUser(user) }, { cookies: sessionCookies(sessionToken, expiresAtMs) });
});
