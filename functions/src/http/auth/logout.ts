import { clearedSessionCookie, sessionTokenOf } from '../../domain/auth/session-cookie';
import { defineHandler } from '../../middleware/define-handler';
import { noContent } from '../../middleware/responses';
import { deleteSession } from '../../store/sessions';
import { hashToken } from '../../store/tokens';

/** `POST /api/auth/logout`: ends this session and clears the cookie (also when it had expired). */
export const handler = defineHandler({}, async ({ event }) => {
  const token = sessionTokenOf(event);
  if (token) await deleteSession(hashToken(token));
  return noContent({ cookies: [clearedSessionCookie()] });
});
