import { toApiUser, toPublicUser } from '../../domain/auth/api-user';
import { defineHandler } from '../../middleware/define-handler';
import { NotFoundError } from '../../domain/errors';
import { getUser } from '../../store/users';
import { userIdParams } from './user-inputs';
import { ADMIN_MESSAGES } from '@worknest/shared/admin-rules';

/**
 * `GET /api/users/{id}`: yourself in full; a colleague of your company with public fields only;
 * anyone else answers exactly like an unknown id.
 */
export const handler = defineHandler({ params: userIdParams }, async ({ params, session }) => {
  const user = await getUser(params.id);
  if (!user) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  if (user.id === session.userId) return toApiUser(user);
  if (user.companyDomain !== session.companyDomain && session.role !== 'admin') throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  return toPublicUser(user);
});
