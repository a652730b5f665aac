import { profileUpdateSchema } from '@worknest/shared/auth';
import * as z from 'zod';
import { toApiUser } from '../../domain/auth/api-user';
import { defineHandler } from '../../middleware/define-handler';
import { NotAllowedError, NotFoundError } from '../../domain/errors';
import { updateUser } from '../../store/users';

const params = z.object({ id: z.string().uuid('User not found') });

/** `PATCH /api/users/{id} {username?, phoneNumber?}`: a member edits only themself; absent clears. */
export const handler = defineHandler({ params, body: profileUpdateSchema }, async ({ params, body, session }) => {
  if (params.id !== session.userId) throw new NotAllowedError('You can only edit your own profile.');
  const user = await updateUser(session.userId, { username: body.username ?? null, phoneNumber: body.phoneNumber ?? null });
  if (!user) throw new NotFoundError('User not found');
  return toApiUser(user);
});
