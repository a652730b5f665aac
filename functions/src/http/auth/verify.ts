import { verifyRequestSchema } from '@worknest/shared/auth';
import { toApiUser } from '../../domain/auth/api-user';
import { sessionCookie, sessionTokenOf } from '../../domain/auth/session-cookie';
import { signInWithToken } from '../../domain/auth/sign-in';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';

/** `POST /api/auth/verify {token}`: redeems a magic link once and starts a session (ending the browser's previous one). */
export const handler = defineHandler({ body: verifyRequestSchema, maxBodyBytes: 1024 }, async ({ body, event }) => {
  const { user, sessionToken, expiresAtMs } = await signInWithToken(body.token, sessionTokenOf(event));
  return json(200, { user: await toApiUser(user) }, { cookies: [sessionCookie(sessionToken, expiresAtMs)] });
});
