import { toApiUser } from '../../domain/auth/api-user';
import { defineHandler } from '../../middleware/define-handler';
import { NotSignedInError } from '../../domain/errors';
import { getUser } from '../../store/users';

/** `GET /api/auth/user`: the signed-in user without secrets, or 401. */
export const handler = defineHandler({}, async ({ session }) => {
  const user = await getUser(session.userId);
  if (!user) throw new NotSignedInError();
  return toApiUser(user);
});
