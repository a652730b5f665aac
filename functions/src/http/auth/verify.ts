import { verifyRequestSchema } from '@worknest/shared/auth';
import { toApiUser } from '../../domain/auth/api-user';
import { sessionCookie } from '../../domain/auth/session-cookie';
import { signInWithToken } from '../../domain/auth/sign-in';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';

/** `POST /api/auth/verify {token}`: redeems a magic link once and starts a session. */
export const handler = defineHandler({ body: verifyRequestSchema, maxBodyBytes: 1024 }, async ({ body }) => {
  const { user, sessionToken, expiresAtMs } = await signInWithToken(body.token);
  return json(200, { user: await toApiUser(user) }, { cookies: [sessionCookie(sessionToken, expiresAtMs)] });
});
