import { toApiUser } from '../../domain/auth/api-user';
import { sessionUser } from '../../domain/auth/session-user';
import { defineHandler } from '../../middleware/define-handler';
import { NotSignedInError } from '../../domain/errors';
import { getUser } from '../../store/users';

/**
 * `GET /api/auth/user`: the signed-in user without secrets, or 401. The user is the one the
 * session's batch read returned (issue 31: no second read of the same item).
 */
export const handler = defineHandler({}, async ({ session }) => {
  const user = sessionUser(session) ?? (await getUser(session.userId));
  if (!user) throw new NotSignedInError();
  return toApiUser(user);
});
