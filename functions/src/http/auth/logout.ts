import { clearedSessionCookies, sessionTokenOf } from '../../domain/auth/session-cookie';
import { signOut } from '../../domain/auth/sign-out';
import { defineHandler } from '../../middleware/define-handler';
import { noContent } from '../../middleware/responses';

/** `POST /api/auth/logout`: ends this session and clears the cookie (also when it had expired). */
export const handler = defineHandler({}, async ({ event }) => {
  const token = sessionTokenOf(event);
  if (token) await signOut(token);
  return noContent({ cookies: clearedSessionCookies() });
});
